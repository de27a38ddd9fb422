import { TabPanel, Tabs } from "@lotus/ui/primitives/Tabs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { BrandSettingsScreen } from "../../../components/ui/BrandSettingsScreen";
import { useBrandId } from "../../../lib/console-context";
import { MaintenanceForm } from "./MaintenanceForm";
import { RegionRulesForm } from "./RegionRulesForm";
import { RegionTest } from "./RegionTest";

type SiteTab = "maintenance" | "region";

export default function SiteStatePage() {
  const { t } = useTranslation(["site", "common"]);
  const brandId = useBrandId();
  const [tab, setTab] = useState<SiteTab>("maintenance");
  return (
    <BrandSettingsScreen title={t("title")} description={(brand) => t("description", { brand })}>
      {(brand) => (
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
            {tab === "maintenance" && <MaintenanceForm key={`m-${brand.id}`} brand={brand} />}
          </TabPanel>
          <TabPanel idPrefix="site" id="region" active={tab === "region"}>
            {tab === "region" && (
              <div className="stack stack--lg">
                <RegionRulesForm key={`r-${brand.id}`} brand={brand} />
                <RegionTest brandId={brandId} />
              </div>
            )}
          </TabPanel>
        </div>
      )}
    </BrandSettingsScreen>
  );
}
