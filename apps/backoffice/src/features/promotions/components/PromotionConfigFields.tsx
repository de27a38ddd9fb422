import { BONUS_EVENTS, GAME_TYPES, type PromotionType } from "@lotus/contracts";
import { Button } from "@lotus/ui/primitives/Button";
import { SelectField, TextField } from "@lotus/ui/primitives/Field";
import { type FieldErrors, type UseFormReturn, useFieldArray } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";
/** The editor's form seen by dotted paths (the configuration's shape depends on its type). */
export type LooseForm = UseFormReturn<Record<string, unknown>>;
type Form = LooseForm;
/** An error message at a dotted path of the form's errors. */
function errorAt(errors: FieldErrors, path: string): string | undefined {
  let node: unknown = errors;
  for (const part of path.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  return (node as { message?: string } | undefined)?.message;
}

/** A number input bound to a dotted path of the form. */
function NumberField({
  form,
  path,
  label,
  hint,
  step = "any",
}: {
  form: Form;
  path: string;
  label: string;
  hint?: string;
  step?: string;
}) {
  return (
    <TextField
      label={label}
      type="number"
      inputMode="decimal"
      step={step}
      hint={hint}
      error={errorAt(form.formState.errors, path)}
      {...form.register(path, { valueAsNumber: true })}
    />
  );
}

/** Turnover requirement of a cash reward: multiple, base, expiry, max bet and game weighting. */
function TurnoverFields({ form, base }: { form: Form; base: string }) {
  const { t } = useTranslation("promotions");
  return (
    <fieldset className="promo-editor__group">
      <legend>{t("config.turnover")}</legend>
      <div className="grid-2">
        <NumberField
          form={form}
          path={`${base}.multiple`}
          label={t("config.multiple")}
          hint={t("config.multipleHint")}
        />
        <SelectField label={t("config.base")} {...form.register(`${base}.base`)}>
          <option value="bonus">{t("config.bases.bonus")}</option>
          <option value="deposit_bonus">{t("config.bases.deposit_bonus")}</option>
        </SelectField>
        <NumberField form={form} path={`${base}.expiryDays`} label={t("config.expiryDays")} step="1" />
        <NumberField
          form={form}
          path={`${base}.maxBet`}
          label={t("config.maxBet")}
          hint={t("config.maxBetHint")}
        />
      </div>
      <p className="muted small">{t("config.weightsHint")}</p>
      <div className="promo-editor__weights">
        {GAME_TYPES.map((gameType) => (
          <NumberField
            key={gameType}
            form={form}
            path={`${base}.weights.${gameType}`}
            label={gameType}
            step="1"
          />
        ))}
      </div>
    </fieldset>
  );
}

function CheckinFields({ form }: { form: Form }) {
  const { t } = useTranslation("promotions");
  const streaks = useFieldArray({ control: form.control, name: "config.streaks" as never });
  return (
    <>
      <div className="grid-2">
        <NumberField form={form} path="config.daily.cash" label={t("config.dailyCash")} />
        <NumberField form={form} path="config.daily.points" label={t("config.dailyPoints")} step="1" />
        <NumberField form={form} path="config.turnoverMultiple" label={t("config.multiple")} />
      </div>
      <fieldset className="promo-editor__group">
        <legend>{t("config.streaks")}</legend>
        {streaks.fields.map((row, index) => (
          <div key={row.id} className="promo-editor__streak">
            <NumberField
              form={form}
              path={`config.streaks.${index}.days`}
              label={t("config.streakDays")}
              step="1"
            />
            <NumberField
              form={form}
              path={`config.streaks.${index}.reward.cash`}
              label={t("config.dailyCash")}
            />
            <NumberField
              form={form}
              path={`config.streaks.${index}.reward.points`}
              label={t("config.dailyPoints")}
              step="1"
            />
            <Button variant="ghost" icon={<Icon name="close" />} onClick={() => streaks.remove(index)}>
              {t("config.removeStreak")}
            </Button>
          </div>
        ))}
        <Button
          icon={<Icon name="plus" />}
          onClick={() =>
            streaks.append({ days: (streaks.fields.length + 1) * 5, reward: { cash: 0, points: 0 } } as never)
          }
        >
          {t("config.addStreak")}
        </Button>
      </fieldset>
    </>
  );
}

/** The configuration form of the promotion's type (contracts' discriminated union). */
export function PromotionConfigFields({ form, type }: { form: Form; type: PromotionType }) {
  const { t } = useTranslation("promotions");
  switch (type) {
    case "first_deposit":
    case "daily_deposit":
      return (
        <>
          <div className="grid-2">
            <NumberField form={form} path="config.percent" label={t("config.percent")} />
            <NumberField form={form} path="config.cap" label={t("config.cap")} />
            <NumberField form={form} path="config.minDeposit" label={t("config.minDeposit")} />
          </div>
          <TurnoverFields form={form} base="config.turnover" />
        </>
      );
    case "checkin":
      return <CheckinFields form={form} />;
    case "event_bonus":
      return (
        <>
          <div className="grid-2">
            <SelectField label={t("config.event")} {...form.register("config.event")}>
              {BONUS_EVENTS.map((event) => (
                <option key={event} value={event}>
                  {t(`events.${event}`)}
                </option>
              ))}
            </SelectField>
            <NumberField
              form={form}
              path="config.amount"
              label={t("config.amount")}
              hint={t("config.amountHint")}
            />
          </div>
          <TurnoverFields form={form} base="config.turnover" />
        </>
      );
    case "raffle":
      return (
        <TextField
          label={t("config.raffleEventId")}
          hint={t("config.raffleHint")}
          error={errorAt(form.formState.errors, "config.raffleEventId")}
          {...form.register("config.raffleEventId")}
        />
      );
  }
}
