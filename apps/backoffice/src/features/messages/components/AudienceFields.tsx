import { AUDIENCE_KINDS, type AudienceKind } from "@lotus/contracts";
import { Checkbox, FieldGroup } from "@lotus/ui/primitives/Choice";
import { SelectField, TextField } from "@lotus/ui/primitives/Field";
import { Controller, type FieldValues, type UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ChipsInput } from "../../../components/ui/ChipsInput";

/** The audience part of the compose form. */
export interface AudienceValues {
  audienceKind: AudienceKind;
  /** The member (one member) or the agent (an agent's tree), by account. */
  account: string;
  labels: string[];
  ranks: number[];
}

/** The audience as the contract takes it. */
export function audienceOf(values: AudienceValues): unknown {
  switch (values.audienceKind) {
    case "member":
    case "tree":
      return { kind: values.audienceKind, account: values.account.trim() };
    case "labels":
      return { kind: "labels", labels: values.labels };
    case "vip":
      return { kind: "vip", ranks: values.ranks };
    default:
      return { kind: "brand" };
  }
}

/** Who receives the message: one member, member labels, VIP levels, an agent's tree or the whole brand. */
export function AudienceFields<T extends AudienceValues & FieldValues>({
  form,
  vipLevels,
}: {
  form: UseFormReturn<T, unknown, unknown>;
  vipLevels: ReadonlyArray<{ rank: number; name: string }>;
}) {
  const { t } = useTranslation("messages");
  const typed = form as unknown as UseFormReturn<AudienceValues, unknown, unknown>;
  const kind = typed.watch("audienceKind");
  const errors = typed.formState.errors as Partial<Record<keyof AudienceValues, { message?: string }>> & {
    audience?: { message?: string };
  };
  return (
    <div className="stack">
      <SelectField label={t("compose.audienceKind")} {...typed.register("audienceKind")}>
        {AUDIENCE_KINDS.map((option) => (
          <option key={option} value={option}>
            {t(`audience.kinds.${option}`)}
          </option>
        ))}
      </SelectField>
      {(kind === "member" || kind === "tree") && (
        <TextField
          label={kind === "member" ? t("compose.memberAccount") : t("compose.agentAccount")}
          hint={kind === "tree" ? t("compose.treeHint") : undefined}
          maxLength={64}
          autoComplete="off"
          error={errors.account?.message}
          {...typed.register("account")}
        />
      )}
      {kind === "labels" && (
        <Controller
          control={typed.control}
          name="labels"
          render={({ field }) => (
            <ChipsInput
              label={t("compose.labels")}
              hint={t("compose.labelsHint")}
              value={field.value}
              onChange={field.onChange}
              accept={(entry) => entry.length > 0 && entry.length <= 32}
              invalidMessage={t("compose.labelTooLong")}
              error={errors.labels?.message}
            />
          )}
        />
      )}
      {kind === "vip" && (
        <Controller
          control={typed.control}
          name="ranks"
          render={({ field }) => (
            <FieldGroup legend={t("compose.vipLevels")} error={errors.ranks?.message}>
              {vipLevels.length === 0 && <p className="muted small">{t("compose.noLadder")}</p>}
              {vipLevels.map((level) => (
                <Checkbox
                  key={level.rank}
                  label={level.name}
                  checked={field.value.includes(level.rank)}
                  onChange={(event) =>
                    field.onChange(
                      event.target.checked
                        ? [...field.value, level.rank].sort((a, b) => a - b)
                        : field.value.filter((rank) => rank !== level.rank),
                    )
                  }
                />
              ))}
            </FieldGroup>
          )}
        />
      )}
      {kind === "brand" && <p className="muted small">{t("compose.brandHint")}</p>}
    </div>
  );
}
