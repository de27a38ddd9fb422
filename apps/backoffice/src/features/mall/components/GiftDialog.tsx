import { GIFT_KINDS, type GiftAdminView, giftInput, type Language } from "@lotus/contracts";
import { Button } from "@lotus/ui/primitives/Button";
import { Checkbox } from "@lotus/ui/primitives/Choice";
import { SelectField, TextArea, TextField } from "@lotus/ui/primitives/Field";
import { FormDialog } from "@lotus/ui/primitives/FormDialog";
import { toast } from "@lotus/ui/primitives/toast-store";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { LanguagePanels } from "../../../components/ui/LanguagePanels";
import { useBrandId } from "../../../lib/console-context";
import { contractResolver } from "../../../lib/form";
import { reportFailure } from "../../../lib/mutation";
import { useValidationText } from "../../../lib/use-validation";
import {
  createGift,
  type GiftBody,
  imageSource,
  mallChanged,
  updateGift,
  uploadGiftImage,
} from "../api/mall-api";
import { GiftPreview } from "./GiftPreview";

/** The form's values: what the operator types, numbers still as text (blank = none). */
export interface GiftValues {
  name: Partial<Record<Language, string>>;
  description: Partial<Record<Language, string>>;
  imageUrl: string;
  kind: (typeof GIFT_KINDS)[number];
  points: string;
  amount: string;
  stock: string;
  memberLimit: string;
  dailyLimit: string;
  minVipLevel: string;
  active: boolean;
  sortOrder: string;
}

const number = (text: string) => (text.trim() === "" ? Number.NaN : Number(text.trim()));
const optional = (text: string) => (text.trim() === "" ? null : Number(text.trim()));
const text = (value: number | null) => (value === null ? "" : String(value));

export function giftToForm(gift?: GiftAdminView): GiftValues {
  return {
    name: { EN: "", VI: "", ...gift?.name },
    description: { EN: "", VI: "", ...gift?.description },
    imageUrl: gift?.imageUrl ?? "",
    kind: gift?.kind ?? "physical",
    points: gift ? String(gift.points) : "",
    amount: gift ? String(gift.amount) : "",
    stock: text(gift?.stock ?? null),
    memberLimit: text(gift?.memberLimit ?? null),
    dailyLimit: text(gift?.dailyLimit ?? null),
    minVipLevel: text(gift?.minVipLevel ?? null),
    active: gift?.active ?? true,
    sortOrder: gift ? String(gift.sortOrder) : "0",
  };
}

/** The body the contract takes: blank limits are none, blank languages dropped. */
export function formToBody(values: GiftValues): GiftBody {
  const filled = (texts: Partial<Record<Language, string>>) =>
    Object.fromEntries(Object.entries(texts).filter(([, value]) => value?.trim()));
  return {
    name: filled(values.name),
    description: filled(values.description),
    imageUrl: values.imageUrl.trim() || null,
    kind: values.kind,
    points: number(values.points),
    amount: number(values.amount),
    stock: optional(values.stock),
    memberLimit: optional(values.memberLimit),
    dailyLimit: optional(values.dailyLimit),
    minVipLevel: optional(values.minVipLevel),
    active: values.active,
    sortOrder: number(values.sortOrder),
  };
}

/** Adds or edits a gift, with its image and a preview of the card the site shows. */
export function GiftDialog({ gift, onClose }: { gift?: GiftAdminView; onClose: () => void }) {
  const { t } = useTranslation(["mall", "common"]);
  const brandId = useBrandId();
  const queryClient = useQueryClient();
  const translate = useValidationText();
  const fileInput = useRef<HTMLInputElement>(null);
  const [languages, setLanguages] = useState<Language[]>(
    Object.keys({ ...gift?.name, ...gift?.description }) as Language[],
  );
  const form = useForm<GiftValues, unknown, GiftBody>({
    defaultValues: giftToForm(gift),
    resolver: contractResolver(giftInput, translate, { prepare: formToBody }),
  });
  const mutation = useMutation({
    mutationFn: (body: GiftBody) => (gift ? updateGift(brandId, gift.id, body) : createGift(brandId, body)),
    onSuccess: async (saved) => {
      toast(t("gifts.saved", { name: saved.name.EN ?? "" }));
      onClose();
      await mallChanged(queryClient, brandId);
    },
    onError: (error) => reportFailure(error, t("failed"), form.setError),
  });
  const image = useMutation({
    mutationFn: (file: File) => uploadGiftImage(brandId, file),
    onSuccess: (uploaded) => form.setValue("imageUrl", uploaded.url, { shouldDirty: true }),
    onError: (error) => reportFailure(error, t("gifts.imageFailed")),
  });
  const errors = form.formState.errors;
  const values = form.watch();
  return (
    <FormDialog
      title={gift ? t("gifts.editTitle") : t("gifts.addTitle")}
      size="wide"
      onClose={onClose}
      busy={mutation.isPending}
      submitLabel={t("common:actions.save")}
      onSubmit={form.handleSubmit((body) => mutation.mutate(body))}
    >
      <div className="mall-editor">
        <div className="stack">
          <LanguagePanels
            label={t("gifts.languages")}
            languages={languages}
            onAdd={(language) => setLanguages((list) => [...list, language])}
            onRemove={(language) => {
              setLanguages((list) => list.filter((entry) => entry !== language));
              form.setValue(`name.${language}`, "");
              form.setValue(`description.${language}`, "");
            }}
            alerts={(["EN", "VI"] as const).filter((language) => errors.name?.[language])}
            render={(language) => (
              <div className="stack">
                <TextField
                  label={t("gifts.name")}
                  markRequired={language === "EN"}
                  maxLength={100}
                  error={errors.name?.[language]?.message}
                  {...form.register(`name.${language}`)}
                />
                <TextArea
                  label={t("gifts.description")}
                  rows={3}
                  maxLength={2000}
                  error={errors.description?.[language]?.message}
                  {...form.register(`description.${language}`)}
                />
              </div>
            )}
          />
          <div className="grid-2">
            <SelectField label={t("gifts.kind")} {...form.register("kind")}>
              {GIFT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`kinds.${kind}`)}
                </option>
              ))}
            </SelectField>
            <TextField
              label={t("gifts.points")}
              markRequired
              inputMode="numeric"
              error={errors.points?.message}
              {...form.register("points")}
            />
            <TextField
              label={values.kind === "cash" ? t("gifts.cashAmount") : t("gifts.value")}
              markRequired
              inputMode="decimal"
              hint={values.kind === "cash" ? t("gifts.cashHint") : t("gifts.valueHint")}
              error={errors.amount?.message}
              {...form.register("amount")}
            />
            <TextField
              label={t("gifts.stock")}
              inputMode="numeric"
              hint={t("gifts.blankUnlimited")}
              error={errors.stock?.message}
              {...form.register("stock")}
            />
            <TextField
              label={t("gifts.memberLimit")}
              inputMode="numeric"
              hint={t("gifts.blankNoLimit")}
              error={errors.memberLimit?.message}
              {...form.register("memberLimit")}
            />
            <TextField
              label={t("gifts.dailyLimit")}
              inputMode="numeric"
              hint={t("gifts.dailyLimitHint")}
              error={errors.dailyLimit?.message}
              {...form.register("dailyLimit")}
            />
            <TextField
              label={t("gifts.minVipLevel")}
              inputMode="numeric"
              hint={t("gifts.minVipHint")}
              error={errors.minVipLevel?.message}
              {...form.register("minVipLevel")}
            />
            <TextField
              label={t("gifts.sortOrder")}
              inputMode="numeric"
              error={errors.sortOrder?.message}
              {...form.register("sortOrder")}
            />
          </div>
          <div className="mall-editor__image">
            <TextField
              label={t("gifts.image")}
              hint={t("gifts.imageHint")}
              error={errors.imageUrl?.message}
              {...form.register("imageUrl")}
            />
            <input
              ref={fileInput}
              type="file"
              accept="image/png,image/jpeg,image/webp"
              className="visually-hidden"
              aria-label={t("gifts.upload")}
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) image.mutate(file);
                event.target.value = "";
              }}
            />
            <Button
              type="button"
              variant="secondary"
              busy={image.isPending}
              onClick={() => fileInput.current?.click()}
            >
              {t("gifts.upload")}
            </Button>
          </div>
          <Checkbox toggle label={t("gifts.active")} {...form.register("active")} />
        </div>
        <GiftPreview
          name={values.name.VI || values.name.EN || ""}
          description={values.description.VI || values.description.EN || ""}
          image={imageSource(values.imageUrl.trim() || null, brandId)}
          points={values.points}
          kind={values.kind}
        />
      </div>
    </FormDialog>
  );
}
