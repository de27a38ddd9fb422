import { TabPanel, Tabs } from "@lotus/ui/primitives/Tabs";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import type { KitSample } from "./kit-sample";

const SECTIONS = ["profile", "security", "history"] as const;
type Section = (typeof SECTIONS)[number];

/** Tabs with one shared panel, and tabs whose panels stay mounted (forms keep their values). */
function TabsSample() {
  const { t } = useTranslation("kit");
  const prefix = useId();
  const [shared, setShared] = useState<Section>("profile");
  const [kept, setKept] = useState<Section>("profile");
  const tabs = SECTIONS.map((id) => ({ id, label: t(`tabs.sections.${id}`), alert: id === "security" }));
  return (
    <div className="stack stack--lg">
      <Tabs label={t("tabs.sharedLabel")} tabs={tabs} active={shared} onChange={setShared}>
        <p>{t(`tabs.content.${shared}`)}</p>
      </Tabs>
      <div>
        <Tabs label={t("tabs.keptLabel")} tabs={tabs} active={kept} onChange={setKept} idPrefix={prefix} />
        {SECTIONS.map((id) => (
          <TabPanel key={id} idPrefix={prefix} id={id} active={id === kept}>
            <p>{t(`tabs.content.${id}`)}</p>
          </TabPanel>
        ))}
      </div>
    </div>
  );
}

export const tabSamples: KitSample = {
  group: "tabs",
  importPaths: ["@lotus/ui/primitives/Tabs"],
  Sample: TabsSample,
};
