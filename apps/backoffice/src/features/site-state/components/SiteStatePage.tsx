import { TabPanel, Tabs } from "@lotus/ui/primitives/Tabs";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ErrorState, PageHeader, Spinner } from "../../../components/ui/States";
import { brandQuery } from "../../../lib/brand-query";
import { useBrandId, useConsole } from "../../../lib/console-context";
import { MaintenanceForm } from "./MaintenanceForm";
import { RegionRulesForm } from "./RegionRulesForm";
import { RegionTest } from "./RegionTest";

type SiteTab = "maintenance" | "region";

export default function SiteStatePage() {
  const { t } = useTranslation(["site", "common"]);
  const brandId = useBrandId();
  const { brand } = useConsole();
  const query = useQuery(brandQuery(brandId));
  const [tab, setTab] = useState<SiteTab>("maintenance");
  return (
    <>
      <PageHeader
        title={t("title")}
        description={brand ? t("description", { brand: brand.name }) : undefined}
      />
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <div className="stack stack--lg">
          <Tabs
            idPrefix="site"
            label={t("title")}
            active={tab}
            onChange={setTab}
            tabs={[
              { id: "maintenance", label: t("tabs.maintenance") },
              { id: "region", label: t("tabs.region") },
            ]}
          />
          {/* Only the open tab is rendered, so every label on screen names one field. */}
          <TabPanel idPrefix="site" id="maintenance" active={tab === "maintenance"}>
            {tab === "maintenance" && <MaintenanceForm key={`m-${query.data.id}`} brand={query.data} />}
          </TabPanel>
          <TabPanel idPrefix="site" id="region" active={tab === "region"}>
            {tab === "region" && (
              <div className="stack stack--lg">
                <RegionRulesForm key={`r-${query.data.id}`} brand={query.data} />
                <RegionTest brandId={brandId} />
              </div>
            )}
          </TabPanel>
        </div>
      )}
    </>
  );
}
