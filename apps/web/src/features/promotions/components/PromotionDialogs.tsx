import { FormAlert, TextArea, TextField } from "@lotus/ui/primitives/Field";
import { FormDialog } from "@lotus/ui/primitives/FormDialog";
import { useToasts } from "@lotus/ui/primitives/toast-store";
import { useQueryClient } from "@tanstack/react-query";
import { type ChangeEvent, useEffect, useMemo, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";
import { ApiError } from "../../../lib/api-client";
import { UPLOAD_MAX_FILES } from "../../../lib/constants";
import { errorText } from "../../../lib/error-text";
import { applyPromotion, bindZalo, promotionActed, uploadPromotionImage } from "../api/promotions-api";
import { addImages, type ImageProblem } from "../model/promotions";

/** The server's message for one field when it named it, else undefined. */
function fieldError(error: unknown, field: string): string | undefined {
  return error instanceof ApiError ? error.fields[field] : undefined;
}

const uploaded = new WeakMap<File, string>();

/** Uploads the images not uploaded yet (a retry does not send them again) and returns their ids. */
async function uploadImages(files: readonly File[]): Promise<string[]> {
  const ids: string[] = [];
  for (const file of files) {
    let id = uploaded.get(file);
    if (!id) {
      id = (await uploadPromotionImage(file)).id;
      uploaded.set(file, id);
    }
    ids.push(id);
  }
  return ids;
}

/** SPEC §5 activity application: a remark of at most 140 characters and up to 3 png/jpg images of 5 MB. */
export function ApplyDialog({
  promotionId,
  max,
  onClose,
}: {
  promotionId: string;
  max: number;
  onClose: () => void;
}) {
  const { t } = useTranslation("promotions");
  const queryClient = useQueryClient();
  const showToast = useToasts((state) => state.show);
  const [files, setFiles] = useState<File[]>([]);
  const [problem, setProblem] = useState<ImageProblem>();
  const [alert, setAlert] = useState<string>();
  const input = useRef<HTMLInputElement>(null);
  const previews = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(
    () => () => {
      for (const url of previews) URL.revokeObjectURL(url);
    },
    [previews],
  );
  const form = useForm<{ remark: string }>({ defaultValues: { remark: "" } });
  const { errors, isSubmitting } = form.formState;
  const remark = form.watch("remark");

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const result = addImages(files, [...(event.target.files ?? [])]);
    event.target.value = "";
    setProblem(result.problem);
    setFiles(result.files);
  };

  const submit = form.handleSubmit(async (values) => {
    setAlert(undefined);
    try {
      const state = await applyPromotion(promotionId, values.remark.trim(), await uploadImages(files));
      showToast(t("done.apply"), "success");
      await promotionActed(queryClient, state);
      onClose();
    } catch (error) {
      const message = fieldError(error, "remark");
      if (message) form.setError("remark", { message });
      else setAlert(errorText(error));
    }
  });

  return (
    <FormDialog
      title={t("apply.title")}
      submitLabel={t("apply.submit")}
      busy={isSubmitting}
      onClose={onClose}
      onSubmit={submit}
    >
      <FormAlert>{alert}</FormAlert>
      <TextArea
        label={t("apply.remark")}
        hint={t("apply.remarkHint", { count: remark.length, max })}
        maxLength={max}
        rows={4}
        markRequired
        error={errors.remark?.message}
        {...form.register("remark", {
          validate: (value) =>
            !value.trim()
              ? t("apply.remarkEmpty")
              : value.length > max
                ? t("apply.remarkLong", { max })
                : true,
        })}
      />
      <fieldset className="field promo-images">
        <legend className="field__label">{t("apply.images")}</legend>
        <ul className="promo-images__list">
          {files.map((file, index) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}`} className="promo-images__item">
              <img src={previews[index]} alt={t("apply.image", { number: index + 1 })} />
              <button
                type="button"
                className="icon-btn promo-images__remove"
                aria-label={t("apply.remove", { number: index + 1 })}
                onClick={() => setFiles(files.filter((_, other) => other !== index))}
              >
                <Icon name="close" size={14} />
              </button>
            </li>
          ))}
        </ul>
        <input
          ref={input}
          type="file"
          accept="image/png,image/jpeg"
          multiple
          className="visually-hidden"
          tabIndex={-1}
          aria-hidden="true"
          onChange={onFiles}
        />
        {files.length < UPLOAD_MAX_FILES && (
          <button
            type="button"
            className="btn btn--secondary btn--small"
            onClick={() => input.current?.click()}
          >
            <Icon name="upload" size={16} />
            {t("apply.add")}
          </button>
        )}
        {problem ? (
          <p className="field__error" role="alert">
            {t(`apply.problems.${problem}`, { max: UPLOAD_MAX_FILES })}
          </p>
        ) : (
          <p className="field__hint">{t("apply.imagesHint", { max: UPLOAD_MAX_FILES })}</p>
        )}
      </fieldset>
    </FormDialog>
  );
}

/** SPEC §9 Zalo bonus: the member's Zalo number, bound once. */
export function ZaloDialog({ promotionId, onClose }: { promotionId: string; onClose: () => void }) {
  const { t } = useTranslation("promotions");
  const queryClient = useQueryClient();
  const showToast = useToasts((state) => state.show);
  const [alert, setAlert] = useState<string>();
  const form = useForm<{ zalo: string }>({ defaultValues: { zalo: "" } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setAlert(undefined);
    try {
      const state = await bindZalo(promotionId, values.zalo.trim());
      showToast(t("done.bind_zalo"), "success");
      await promotionActed(queryClient, state);
      onClose();
    } catch (error) {
      const message = fieldError(error, "zalo");
      if (message) form.setError("zalo", { message });
      else setAlert(errorText(error));
    }
  });
  return (
    <FormDialog
      title={t("zalo.title")}
      submitLabel={t("zalo.submit")}
      busy={isSubmitting}
      onClose={onClose}
      onSubmit={submit}
    >
      <FormAlert>{alert}</FormAlert>
      <TextField
        label={t("zalo.number")}
        hint={t("zalo.hint")}
        inputMode="tel"
        autoComplete="tel"
        markRequired
        error={errors.zalo?.message}
        {...form.register("zalo", {
          validate: (value) => (/^\+?[0-9]{9,15}$/.test(value.trim()) ? true : t("zalo.invalid")),
        })}
      />
    </FormDialog>
  );
}
