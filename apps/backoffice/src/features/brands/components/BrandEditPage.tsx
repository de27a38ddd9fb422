import "./brands.css";
import { type BrandView, brandUpdateCall } from "@lotus/contracts";
import { ErrorState } from "@lotus/ui/data/QueryView";
import { Spinner } from "@lotus/ui/data/states";
import { formatDateTime } from "@lotus/ui/format/format";
import { TabPanel, Tabs } from "@lotus/ui/primitives/Tabs";
import { toast } from "@lotus/ui/primitives/toast-store";
import { Badge } from "@lotus/ui/status/Badge";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { Icon } from "../../../components/ui/Icon";
import { ReasonSaveBar } from "../../../components/ui/ReasonField";
import { Card, PageHeader } from "../../../components/ui/States";
import { brandQuery } from "../../../lib/brand-query";
import { useCan } from "../../../lib/console-context";
import { type BodyOf, flattenErrors } from "../../../lib/form";
import { reportFailure } from "../../../lib/mutation";
import { useContractResolver } from "../../../lib/use-validation";
import { brandSaved, updateBrand } from "../api/brands-api";
import { AppearanceTab, DeliveryTab, LinksTab, LoginTab } from "./BrandSettingsTabs";
import {
  BRAND_TABS,
  type BrandFormValues,
  type BrandTab,
  brandToForm,
  formToBody,
  keepOwnedElsewhere,
  tabOfPath,
} from "./brand-form";
import { FeaturesTab } from "./FeaturesTab";
import { GamesTab } from "./GamesTab";
import { defaultLanguageCheck, IdentityFields } from "./IdentityFields";

type UpdateBody = BodyOf<typeof brandUpdateCall>;

export default function BrandEditPage() {
  const { brandId = "" } = useParams();
  const { t } = useTranslation(["brands", "common"]);
  const query = useQuery(brandQuery(brandId));
  return (
    <>
      <PageHeader
        title={query.data ? query.data.name : t("edit.title")}
        description={query.data ? t("edit.description", { code: query.data.merchantCode }) : undefined}
        back={
          <Link to="/brands" className="back-link">
            <Icon name="chevronLeft" size={14} />
            {t("list.title")}
          </Link>
        }
      />
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <BrandSettingsForm key={query.data.id} brand={query.data} />
      )}
    </>
  );
}

function BrandSettingsForm({ brand }: { brand: BrandView }) {
  const { t } = useTranslation(["brands", "common"]);
  const can = useCan();
  const editable = can("brands.edit");
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<BrandTab>("identity");
  const resolver = useContractResolver<BrandFormValues, UpdateBody>(
    brandUpdateCall.body,
    (output) => defaultLanguageCheck(output, t("fields.defaultNotEnabled")),
    formToBody,
  );
  const form = useForm<BrandFormValues, unknown, UpdateBody>({ resolver, defaultValues: brandToForm(brand) });

  const mutation = useMutation({
    mutationFn: async (body: UpdateBody) => {
      // Maintenance, region and registration rules belong to other screens: send them as stored now.
      const latest = await queryClient.fetchQuery({ ...brandQuery(brand.id), staleTime: 0 });
      return updateBrand(brand.id, { ...body, settings: keepOwnedElsewhere(body.settings, latest.settings) });
    },
    onSuccess: async (saved) => {
      toast(t("edit.saved", { name: saved.name }));
      form.reset(brandToForm(saved));
      await brandSaved(queryClient, saved);
    },
    onError: (error) =>
      reportFailure(error, t("edit.failed"), form.setError, {
        codeFields: { "brand.domain_taken": "domains", "brand.invalid_time_zone": "timeZone" },
      }),
  });

  const errorTabs = new Set(flattenErrors(form.formState.errors).map((entry) => tabOfPath(entry.path)));
  const tabs = BRAND_TABS.map((id) => ({ id, label: t(`tabs.${id}`), alert: errorTabs.has(id) }));

  return (
    <form
      noValidate
      onSubmit={form.handleSubmit((body) => mutation.mutate(body))}
      className="stack stack--lg"
    >
      <Card>
        <dl className="kv">
          <dt>{t("fields.merchantCode")}</dt>
          <dd className="mono">{brand.merchantCode}</dd>
          <dt>{t("edit.updatedAt")}</dt>
          <dd>{formatDateTime(brand.updatedAt)}</dd>
          <dt>{t("edit.siteState")}</dt>
          <dd className="row">
            {brand.settings.maintenance.enabled ? (
              <Badge tone="warning">{t("edit.maintenanceOn")}</Badge>
            ) : (
              <Badge tone="success">{t("edit.maintenanceOff")}</Badge>
            )}
            <Badge>{t(`edit.region.${brand.settings.regionRules.mode}`)}</Badge>
            <span className="muted small">{t("edit.ownedElsewhere")}</span>
          </dd>
        </dl>
      </Card>
      {!editable && <p className="alert alert--info">{t("edit.readOnly")}</p>}
      <Card>
        <Tabs idPrefix="brand" label={t("edit.tabsLabel")} tabs={tabs} active={tab} onChange={setTab} />
        <fieldset className="plain-fieldset" disabled={!editable || mutation.isPending}>
          <TabPanel idPrefix="brand" id="identity" active={tab === "identity"}>
            <IdentityFields form={form} />
          </TabPanel>
          <TabPanel idPrefix="brand" id="appearance" active={tab === "appearance"}>
            <AppearanceTab form={form} />
          </TabPanel>
          <TabPanel idPrefix="brand" id="links" active={tab === "links"}>
            <LinksTab form={form} />
          </TabPanel>
          <TabPanel idPrefix="brand" id="delivery" active={tab === "delivery"}>
            <DeliveryTab form={form} />
          </TabPanel>
          <TabPanel idPrefix="brand" id="login" active={tab === "login"}>
            <LoginTab form={form} />
          </TabPanel>
          <TabPanel idPrefix="brand" id="features" active={tab === "features"}>
            <FeaturesTab form={form} />
          </TabPanel>
          <TabPanel idPrefix="brand" id="games" active={tab === "games"}>
            <GamesTab form={form} />
          </TabPanel>
        </fieldset>
      </Card>
      {editable && (
        <Card>
          <div className="stack">
            <ReasonSaveBar
              reason={form.register("reason")}
              errors={form.formState.errors}
              errorLabel={(path) => t(`tabs.${tabOfPath(path) ?? "identity"}`)}
              busy={mutation.isPending}
              discard={{ dirty: form.formState.isDirty, onDiscard: () => form.reset() }}
            />
          </div>
        </Card>
      )}
    </form>
  );
}
