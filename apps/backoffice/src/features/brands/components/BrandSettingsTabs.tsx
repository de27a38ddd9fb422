import { type brandUpdateCall, RESOURCE_TYPES, SOCIAL_TYPES } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import { DataTable } from "@lotus/ui/data/DataTable";
import { Button } from "@lotus/ui/primitives/Button";
import { Checkbox, FieldGroup, Radio } from "@lotus/ui/primitives/Choice";
import { PasswordField, TextField } from "@lotus/ui/primitives/Field";
import type { ReactNode } from "react";
import { Controller, type UseFormReturn, useFieldArray } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";
import { ListEditor } from "../../../components/ui/ListEditor";
import type { BodyOf } from "../../../lib/form";
import { type BrandFormValues, setResource, setSocialLink } from "./brand-form";

type Form = UseFormReturn<BrandFormValues, unknown, BodyOf<typeof brandUpdateCall>>;

export function Section({ title, children, hint }: { title: string; hint?: string; children: ReactNode }) {
  return (
    <section className="settings-section">
      <h3 className="section-title">{title}</h3>
      {hint && <p className="muted small">{hint}</p>}
      {children}
    </section>
  );
}

export function AppearanceTab({ form }: { form: Form }) {
  const { t } = useTranslation(["brands", "common"]);
  const { register, formState, watch } = form;
  const errors = formState.errors.settings;
  const logoUrl = watch("settings.logoUrl");
  return (
    <div className="stack stack--lg">
      <div className="grid-2">
        <TextField
          label={t("settings.logoUrl")}
          error={errors?.logoUrl?.message}
          {...register("settings.logoUrl")}
        />
        <div className="logo-preview" aria-label={t("settings.logoPreview")} role="img">
          {logoUrl ? (
            <img src={logoUrl} alt="" />
          ) : (
            <span className="muted small">{t("common:states.none")}</span>
          )}
        </div>
      </div>
      <FieldGroup legend={t("settings.defaultTheme")} error={errors?.defaultTheme?.message}>
        <Radio label={t("settings.themeDark")} value="dark" {...register("settings.defaultTheme")} />
        <Radio label={t("settings.themeLight")} value="light" {...register("settings.defaultTheme")} />
      </FieldGroup>
    </div>
  );
}

type Resources = BrandFormValues["settings"]["resources"];
type ResourceType = (typeof RESOURCE_TYPES)[number];
type ResourceText = "url" | "qrCodeUrl" | "labelNameEn";

export function LinksTab({ form }: { form: Form }) {
  const { t } = useTranslation(["brands", "common"]);
  const { control, register, formState } = form;
  const errors = formState.errors.settings;
  // One row a resource type, each text of it a field named after the type.
  const resourceColumns = (value: Resources, onChange: (next: Resources) => void) => {
    const text = (
      key: ResourceText,
      header: string,
      nameOf: "settings.urlOf" | "settings.qrCodeUrlOf" | "settings.labelOf",
    ): DataColumn<ResourceType> => ({
      id: key,
      header,
      cell: (type) => {
        const index = value.findIndex((entry) => entry.resourceType === type);
        return (
          <TextField
            label={t(nameOf, { name: t(`resourceTypes.${type}`) })}
            hideLabel
            value={value[index]?.[key] ?? ""}
            error={index >= 0 ? errors?.resources?.[index]?.[key]?.message : undefined}
            onChange={(event) => onChange(setResource(value, type, { [key]: event.target.value }))}
          />
        );
      },
    });
    const columns: DataColumn<ResourceType>[] = [
      {
        id: "type",
        header: t("settings.resourceType"),
        primary: true,
        rowHeader: true,
        cell: (type) => t(`resourceTypes.${type}`),
      },
      text("url", t("settings.url"), "settings.urlOf"),
      text("qrCodeUrl", t("settings.qrCodeUrl"), "settings.qrCodeUrlOf"),
      text("labelNameEn", t("settings.label"), "settings.labelOf"),
    ];
    return columns;
  };
  return (
    <div className="stack stack--lg">
      <Section title={t("settings.resources")} hint={t("settings.resourcesHint")}>
        <Controller
          control={control}
          name="settings.resources"
          render={({ field }) => (
            <DataTable
              label={t("settings.resources")}
              compact
              columns={resourceColumns(field.value, field.onChange)}
              rows={RESOURCE_TYPES}
              rowKey={(type) => type}
            />
          )}
        />
      </Section>
      <Section title={t("settings.social")}>
        <Controller
          control={control}
          name="settings.socialLinks"
          render={({ field }) => (
            <div className="grid-2">
              {SOCIAL_TYPES.map((type) => {
                const index = field.value.findIndex((entry) => entry.type === type);
                return (
                  <TextField
                    key={type}
                    label={t(`socialTypes.${type}`)}
                    type="url"
                    placeholder="https://"
                    value={field.value[index]?.url ?? ""}
                    error={index >= 0 ? errors?.socialLinks?.[index]?.url?.message : undefined}
                    onChange={(event) => field.onChange(setSocialLink(field.value, type, event.target.value))}
                  />
                );
              })}
            </div>
          )}
        />
      </Section>
      <Section title={t("settings.customerService")}>
        <div className="grid-3">
          <TextField
            label={t("settings.csUrl")}
            error={errors?.customerService?.url?.message}
            {...register("settings.customerService.url")}
          />
          <TextField
            label={t("settings.csMessenger")}
            error={errors?.customerService?.messenger?.message}
            {...register("settings.customerService.messenger")}
          />
          <TextField
            label={t("settings.csZalo")}
            error={errors?.customerService?.zalo?.message}
            {...register("settings.customerService.zalo")}
          />
        </div>
      </Section>
    </div>
  );
}

export function DeliveryTab({ form }: { form: Form }) {
  const { t } = useTranslation(["brands", "common"]);
  const { control, register, formState } = form;
  const errors = formState.errors.settings;
  const domains = useFieldArray({ control, name: "settings.domainList" });
  const domainColumns: DataColumn<(typeof domains.fields)[number]>[] = [
    {
      id: "domain",
      header: t("settings.domain"),
      cell: (row) => {
        const index = domains.fields.indexOf(row);
        return (
          <TextField
            label={t("settings.domainOf", { n: index + 1 })}
            hideLabel
            error={errors?.domainList?.[index]?.domain?.message}
            {...register(`settings.domainList.${index}.domain`)}
          />
        );
      },
    },
    {
      id: "speed",
      header: t("settings.speed"),
      cell: (row) => {
        const index = domains.fields.indexOf(row);
        return (
          <TextField
            label={t("settings.speedOf", { n: index + 1 })}
            hideLabel
            type="number"
            min={0}
            step={1}
            error={errors?.domainList?.[index]?.speed?.message}
            {...register(`settings.domainList.${index}.speed`, { valueAsNumber: true })}
          />
        );
      },
    },
  ];
  return (
    <div className="stack stack--lg">
      <div className="grid-2">
        <Controller
          control={control}
          name="settings.imageCDNs"
          render={({ field }) => (
            <ListEditor
              name={field.name}
              label={t("settings.imageCDNs")}
              itemLabel={t("settings.imageCDN")}
              value={field.value}
              onChange={field.onChange}
              errors={field.value.map((_, index) => errors?.imageCDNs?.[index]?.message)}
              error={errors?.imageCDNs?.message}
              hint={t("settings.cdnHint")}
              max={20}
              placeholder="https://img.example.com"
            />
          )}
        />
        <Controller
          control={control}
          name="settings.launchGameCDNs"
          render={({ field }) => (
            <ListEditor
              name={field.name}
              label={t("settings.launchGameCDNs")}
              itemLabel={t("settings.launchGameCDN")}
              value={field.value}
              onChange={field.onChange}
              errors={field.value.map((_, index) => errors?.launchGameCDNs?.[index]?.message)}
              error={errors?.launchGameCDNs?.message}
              hint={t("settings.cdnHint")}
              max={20}
              placeholder="https://launch.example.com"
            />
          )}
        />
      </div>
      <Section title={t("settings.domainList")} hint={t("settings.domainListHint")}>
        {domains.fields.length === 0 ? (
          <p className="muted small">{t("common:list.empty")}</p>
        ) : (
          <DataTable
            label={t("settings.domainList")}
            compact
            columns={domainColumns}
            rows={domains.fields}
            rowKey={(row) => row.id}
            rowActions={(row) => (
              <button
                type="button"
                className="icon-btn"
                aria-label={t("settings.removeDomain", { n: domains.fields.indexOf(row) + 1 })}
                onClick={() => domains.remove(domains.fields.indexOf(row))}
              >
                <Icon name="trash" size={16} />
              </button>
            )}
          />
        )}
        <div>
          <Button
            size="small"
            icon={<Icon name="plus" />}
            disabled={domains.fields.length >= 50}
            onClick={() => domains.append({ domain: "", speed: 0 })}
          >
            {t("settings.addDomain")}
          </Button>
        </div>
      </Section>
    </div>
  );
}

export function LoginTab({ form }: { form: Form }) {
  const { t } = useTranslation(["brands", "common"]);
  const { register, formState } = form;
  const errors = formState.errors.settings;
  return (
    <div className="stack stack--lg">
      <Checkbox
        toggle
        label={t("settings.loginedToHomePage")}
        hint={t("settings.loginedToHomePageHint")}
        {...register("settings.loginedToHomePage")}
      />
      <Checkbox
        toggle
        label={t("settings.botCheck")}
        hint={t("settings.botCheckHint")}
        {...register("settings.botCheck")}
      />
      <div className="grid-2">
        <PasswordField
          label={t("settings.defaultPassword")}
          hint={t("settings.defaultPasswordHint")}
          autoComplete="off"
          error={errors?.defaultPassword?.message}
          {...register("settings.defaultPassword")}
        />
        <TextField
          label={t("settings.passwordExpiryDays")}
          hint={t("settings.passwordExpiryDaysHint")}
          type="number"
          min={0}
          max={3650}
          error={errors?.passwordExpiryDays?.message}
          {...register("settings.passwordExpiryDays", { valueAsNumber: true })}
        />
        <TextField
          label={t("settings.loginFailuresBeforeCaptcha")}
          type="number"
          min={1}
          max={20}
          error={errors?.loginFailuresBeforeCaptcha?.message}
          {...register("settings.loginFailuresBeforeCaptcha", { valueAsNumber: true })}
        />
        <TextField
          label={t("settings.smsExpiryMinutes")}
          type="number"
          min={1}
          max={30}
          error={errors?.smsExpiryMinutes?.message}
          {...register("settings.smsExpiryMinutes", { valueAsNumber: true })}
        />
      </div>
    </div>
  );
}
