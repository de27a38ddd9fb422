import {
  adminGameCreateCall,
  adminGameUpdateCall,
  GAME_TYPES,
  type GameAdminView,
  LANGUAGE_NAMES,
  type Language,
  pickText,
  type VendorAdminView,
} from "@lotus/contracts";
import { ErrorState } from "@lotus/ui/data/QueryView";
import { Spinner } from "@lotus/ui/data/states";
import { Checkbox } from "@lotus/ui/primitives/Choice";
import { SelectField, TextField } from "@lotus/ui/primitives/Field";
import { FormDialog } from "@lotus/ui/primitives/FormDialog";
import { toast } from "@lotus/ui/primitives/toast-store";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Controller, type FieldErrors, type UseFormReturn, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ChipsInput } from "../../../components/ui/ChipsInput";
import { ErrorSummary } from "../../../components/ui/ErrorSummary";
import { LanguagePanels } from "../../../components/ui/LanguagePanels";
import { useBrandId } from "../../../lib/console-context";
import { type BodyOf, contractResolver, defined } from "../../../lib/form";
import { reportFailure } from "../../../lib/mutation";
import { useValidationText } from "../../../lib/use-validation";
import { createGame, gamesChanged, houseSlotsQuery, updateGame } from "../api/games-api";
import { gameFormToCreateBody, newGameForm } from "./create-helpers";
import {
  formatRtp,
  type GameFormValues,
  gameErrorPath,
  gameFormProblems,
  gameFormToBody,
  gameToForm,
  isHouseGame,
  nameLanguages,
  slotOf,
} from "./games-helpers";
import { AvailabilityOptions, ImagePreview } from "./parts";

type GameBody = BodyOf<typeof adminGameUpdateCall>;
type GameCreateBody = BodyOf<typeof adminGameCreateCall>;

/**
 * Edits one game (names per language, icons, flags, tags, order, status, bet limits, house-slot
 * variant) or, without one, adds a game to one of the external `vendors` with the same fields.
 */
export function GameDialog({
  game,
  vendors = [],
  onClose,
}: {
  game?: GameAdminView;
  vendors?: VendorAdminView[];
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(["games", "common"]);
  const brandId = useBrandId();
  const queryClient = useQueryClient();
  const translate = useValidationText();
  const house = game ? isHouseGame(game) : false;
  const [languages, setLanguages] = useState<Language[]>(() => nameLanguages(game?.names ?? {}));

  const problemText = (problem: string) => {
    switch (problem) {
      case "required":
        return t("common:validation.required");
      case "enterNumber":
        return t("common:validation.enterNumber");
      case "positive":
        return t("games.form.positive");
      case "twoDecimals":
        return t("games.form.twoDecimals");
      default:
        return t("games.form.minAboveMax");
    }
  };
  const rules = {
    mapPath: gameErrorPath,
    // Blank names, amounts and min above max are named even while the schema refuses other fields.
    checkAlways: (values: GameFormValues) =>
      Object.fromEntries(
        Object.entries(gameFormProblems(values)).map(([path, problem]) => [
          path,
          problem ? problemText(problem) : undefined,
        ]),
      ),
  };
  const resolver = game
    ? contractResolver<GameFormValues, GameBody | GameCreateBody>(
        defined(adminGameUpdateCall.body),
        translate,
        {
          ...rules,
          prepare: (values) => gameFormToBody(values, game),
        },
      )
    : contractResolver<GameFormValues, GameBody | GameCreateBody>(
        defined(adminGameCreateCall.body),
        translate,
        {
          ...rules,
          prepare: gameFormToCreateBody,
        },
      );
  const form = useForm<GameFormValues, unknown, GameBody | GameCreateBody>({
    resolver,
    defaultValues: game
      ? gameToForm(game)
      : newGameForm(vendors[0]?.id ?? "", vendors[0]?.categories[0] ?? GAME_TYPES[0]),
  });
  const mutation = useMutation({
    mutationFn: (body: GameBody | GameCreateBody) =>
      game ? updateGame(brandId, game.id, body) : createGame(brandId, body as GameCreateBody),
    onSuccess: async (saved) => {
      toast(t("games.saved", { name: pickText(saved.names, i18n.language.toUpperCase()) || saved.gameId }));
      onClose();
      await gamesChanged(queryClient, brandId);
    },
    onError: (error) => reportFailure(error, t("failed"), form.setError, { mapPath: gameErrorPath }),
  });
  const errors = form.formState.errors;
  const nameErrors = errors.names as FieldErrors<Record<Language, string>> | undefined;
  const [smallIcon, largeIcon] = form.watch(["smallIcon", "largeIcon"]);
  const title = game
    ? t("games.editTitle", { name: pickText(game.names, i18n.language.toUpperCase()) || game.gameId })
    : t("games.createTitle");

  return (
    <FormDialog
      title={title}
      onClose={onClose}
      size="large"
      busy={mutation.isPending}
      submitLabel={game ? t("common:actions.save") : t("games.create")}
      onSubmit={form.handleSubmit((body) => mutation.mutate(body))}
    >
      {game ? (
        <dl className="kv">
          <dt>{t("fields.gameId")}</dt>
          <dd className="mono">{game.gameId}</dd>
          <dt>{t("fields.vendor")}</dt>
          <dd className="mono">{game.vassalage}</dd>
          <dt>{t("fields.category")}</dt>
          <dd>{t(`categories.${game.gameType}`)}</dd>
        </dl>
      ) : (
        <div className="grid-2">
          <SelectField
            label={t("fields.vendor")}
            error={errors.vendorId?.message}
            {...form.register("vendorId")}
          >
            {vendors.map((vendor) => (
              <option key={vendor.id} value={vendor.id}>
                {vendor.displayName} ({vendor.code})
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t("fields.category")}
            error={errors.gameType?.message}
            {...form.register("gameType")}
          >
            {GAME_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`categories.${type}`)}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t("fields.gameId")}
            markRequired
            maxLength={64}
            hint={t("games.form.gameIdHint")}
            error={errors.gameId?.message}
            {...form.register("gameId")}
          />
          <TextField
            label={t("fields.nodeId")}
            maxLength={64}
            hint={t("games.form.nodeIdHint")}
            error={errors.nodeId?.message}
            {...form.register("nodeId")}
          />
        </div>
      )}
      <fieldset className="plain-fieldset stack">
        <legend className="section-title">{t("fields.names")}</legend>
        <LanguagePanels
          label={t("games.form.nameLanguages")}
          languages={languages}
          alerts={languages.filter((language) => nameErrors?.[language])}
          onAdd={(language) => {
            setLanguages([...languages, language]);
            form.setValue(`names.${language}`, "", { shouldDirty: true });
          }}
          onRemove={(language) => {
            setLanguages(languages.filter((entry) => entry !== language));
            const { [language]: _removed, ...rest } = form.getValues("names");
            form.setValue("names", rest, { shouldDirty: true });
          }}
          render={(language) => (
            <TextField
              label={t("games.form.nameIn", { language: LANGUAGE_NAMES[language] })}
              markRequired={language === "EN"}
              maxLength={200}
              error={nameErrors?.[language]?.message}
              {...form.register(`names.${language}`)}
            />
          )}
        />
      </fieldset>
      <div className="grid-2">
        <div className="image-field">
          <TextField
            label={t("fields.smallIcon")}
            maxLength={500}
            inputMode="url"
            error={errors.smallIcon?.message}
            {...form.register("smallIcon")}
          />
          <ImagePreview url={smallIcon} alt={t("games.form.smallPreview")} />
        </div>
        <div className="image-field">
          <TextField
            label={t("fields.largeIcon")}
            maxLength={500}
            inputMode="url"
            error={errors.largeIcon?.message}
            {...form.register("largeIcon")}
          />
          <ImagePreview url={largeIcon} alt={t("games.form.largePreview")} size={96} />
        </div>
      </div>
      <div className="grid-3">
        <SelectField label={t("fields.status")} error={errors.status?.message} {...form.register("status")}>
          <AvailabilityOptions />
        </SelectField>
        <TextField
          label={t("fields.order")}
          inputMode="numeric"
          error={errors.sortOrder?.message}
          {...form.register("sortOrder")}
        />
        {house && game && <VariantField form={form} game={game} />}
      </div>
      <div className="grid-2">
        <TextField
          label={t("fields.minBet")}
          inputMode="decimal"
          hint={t("games.form.limitHint")}
          error={errors.minBet?.message}
          {...form.register("minBet")}
        />
        <TextField
          label={t("fields.maxBet")}
          inputMode="decimal"
          hint={t("games.form.limitHint")}
          error={errors.maxBet?.message}
          {...form.register("maxBet")}
        />
      </div>
      <Controller
        control={form.control}
        name="tags"
        render={({ field }) => (
          <ChipsInput
            label={t("fields.tags")}
            value={field.value}
            onChange={field.onChange}
            normalize={(text) => text.trim().toLowerCase()}
            accept={(entry) => entry.length <= 32}
            invalidMessage={t("games.form.tagTooLong")}
            hint={t("games.form.tagsHint")}
            error={errors.tags?.message ?? errors.tags?.root?.message}
          />
        )}
      />
      <div className="row">
        <Checkbox toggle label={t("fields.hot")} {...form.register("isHot")} />
        <Checkbox toggle label={t("fields.trialAllowed")} {...form.register("trialAllowed")} />
      </div>
      <ErrorSummary
        errors={errors}
        label={(path) =>
          path.startsWith("tags")
            ? t("fields.tags")
            : path.startsWith("names.")
              ? t("games.form.nameIn", {
                  language: LANGUAGE_NAMES[path.slice("names.".length) as Language] ?? path,
                })
              : undefined
        }
      />
    </FormDialog>
  );
}

/** The paytable variant of a house slot, with each variant's declared RTP. */
function VariantField({
  form,
  game,
}: {
  form: UseFormReturn<GameFormValues, unknown, GameBody | GameCreateBody>;
  game: GameAdminView;
}) {
  const { t } = useTranslation("games");
  const brandId = useBrandId();
  const slots = useQuery(houseSlotsQuery(brandId));
  if (slots.isPending) return <Spinner label={t("games.form.variantsLoading")} />;
  if (slots.isError) return <ErrorState error={slots.error} onRetry={() => void slots.refetch()} />;
  const slot = slotOf(game, slots.data.list);
  const current = form.getValues("variant");
  const known = slot?.variants.some((variant) => variant.id === current);
  const defaultRtp = slot?.variants.find((variant) => variant.id === slot.defaultVariant)?.rtp;
  return (
    <SelectField
      label={t("fields.variant")}
      hint={slot ? undefined : t("games.form.noSlot")}
      error={form.formState.errors.variant?.message}
      {...form.register("variant")}
    >
      <option value="">
        {slot
          ? t("games.form.defaultVariant", {
              variant: slot.defaultVariant,
              rtp: defaultRtp === undefined ? "" : formatRtp(defaultRtp),
            })
          : t("games.form.noVariant")}
      </option>
      {slot?.variants.map((variant) => (
        <option key={variant.id} value={variant.id}>
          {t("games.form.variantOption", { variant: variant.id, rtp: formatRtp(variant.rtp) })}
        </option>
      ))}
      {current && !known && <option value={current}>{current}</option>}
    </SelectField>
  );
}
