import {
  type BrandView,
  LANGUAGE_NAMES,
  type Language,
  type LocalizedText,
  maintenanceUpdateCall,
} from "@lotus/contracts";
import { Checkbox } from "@lotus/ui/primitives/Choice";
import { TextArea } from "@lotus/ui/primitives/Field";
import { toast } from "@lotus/ui/primitives/toast-store";
import { Badge } from "@lotus/ui/status/Badge";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { LanguagePanels } from "../../../components/ui/LanguagePanels";
import { ReasonSaveBar } from "../../../components/ui/ReasonField";
import { Card } from "../../../components/ui/States";
import { type BodyOf, withoutBlankLanguages } from "../../../lib/form";
import { reportFailure } from "../../../lib/mutation";
import { queryKeys } from "../../../lib/query-keys";
import { useContractResolver } from "../../../lib/use-validation";
import { updateMaintenance } from "../api/site-state-api";

interface MaintenanceValues {
  enabled: boolean;
  message: LocalizedText;
  reason: string;
}
type MaintenanceBody = BodyOf<typeof maintenanceUpdateCall>;

function toBody(values: MaintenanceValues): MaintenanceBody {
  return {
    enabled: values.enabled,
    message: withoutBlankLanguages(values.message as Record<string, string>),
    ...(values.reason.trim() ? { reason: values.reason.trim() } : {}),
  };
}

/** The maintenance switch and the message visitors read, per language. */
export function MaintenanceForm({ brand }: { brand: BrandView }) {
  const { t } = useTranslation(["site", "common"]);
  const queryClient = useQueryClient();
  const initial = brand.settings.maintenance;
  const [languages, setLanguages] = useState<Language[]>(() => {
    const present = Object.keys(initial.message) as Language[];
    return [...new Set<Language>(["EN", "VI", ...present])];
  });
  const resolver = useContractResolver<MaintenanceValues, MaintenanceBody>(
    maintenanceUpdateCall.body,
    undefined,
    toBody,
  );
  const form = useForm<MaintenanceValues, unknown, MaintenanceBody>({
    resolver,
    defaultValues: { enabled: initial.enabled, message: { EN: "", VI: "", ...initial.message }, reason: "" },
  });
  const mutation = useMutation({
    mutationFn: (body: MaintenanceBody) => updateMaintenance(brand.id, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKeys.brands.one(saved.id), saved);
      form.reset({
        enabled: saved.settings.maintenance.enabled,
        message: { EN: "", VI: "", ...saved.settings.maintenance.message },
        reason: "",
      });
      toast(saved.settings.maintenance.enabled ? t("maintenance.savedOn") : t("maintenance.savedOff"));
    },
    onError: (error) => reportFailure(error, t("maintenance.failed"), form.setError),
  });
  const enabled = form.watch("enabled");
  const errors = form.formState.errors;
  const errorLanguages = languages.filter((language) => errors.message?.[language]);

  return (
    <form noValidate onSubmit={form.handleSubmit((body) => mutation.mutate(body))}>
      <Card
        title={t("maintenance.title")}
        actions={
          brand.settings.maintenance.enabled ? (
            <Badge tone="warning">{t("maintenance.stateOn")}</Badge>
          ) : (
            <Badge tone="success">{t("maintenance.stateOff")}</Badge>
          )
        }
      >
        <fieldset className="plain-fieldset stack stack--lg" disabled={mutation.isPending}>
          <Checkbox
            toggle
            label={t("maintenance.switch")}
            hint={t("maintenance.switchHint")}
            {...form.register("enabled")}
          />
          {enabled && <p className="alert alert--warning">{t("maintenance.warning")}</p>}
          <LanguagePanels
            label={t("maintenance.languages")}
            languages={languages}
            alerts={errorLanguages}
            onAdd={(language) => {
              setLanguages((list) => [...list, language]);
              form.setValue(`message.${language}`, "", { shouldDirty: true });
            }}
            onRemove={(language) => {
              setLanguages((list) => list.filter((entry) => entry !== language));
              const { [language]: _removed, ...rest } = form.getValues("message");
              form.setValue("message", rest, { shouldDirty: true });
            }}
            render={(language) => (
              <TextArea
                label={t("maintenance.messageIn", { language: LANGUAGE_NAMES[language] })}
                rows={3}
                hint={language === "EN" ? t("maintenance.messageHint") : undefined}
                error={errors.message?.[language]?.message}
                {...form.register(`message.${language}`)}
              />
            )}
          />
          <ReasonSaveBar reason={form.register("reason")} errors={errors} busy={mutation.isPending} />
        </fieldset>
      </Card>
    </form>
  );
}
