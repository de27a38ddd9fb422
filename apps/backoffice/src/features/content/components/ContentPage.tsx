import "./content.css";
import { TabPanel, Tabs } from "@lotus/ui/primitives/Tabs";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { PageHeader } from "../../../components/ui/States";
import { useConsole } from "../../../lib/console-context";
import { AnnouncementList } from "./AnnouncementList";
import { HelpCentreAdmin } from "./HelpCentreAdmin";
import { LegalPagesAdmin } from "./LegalPagesAdmin";

type ContentTab = "announcements" | "help" | "legal";

export default function ContentPage() {
  const { t } = useTranslation(["content", "common"]);
  const { brand } = useConsole();
  const [params, setParams] = useSearchParams();
  const asked = params.get("tab");
  const tab: ContentTab = asked === "help" || asked === "legal" ? asked : "announcements";
  return (
    <>
      <PageHeader
        title={t("title")}
        description={brand ? t("description", { brand: brand.name }) : undefined}
      />
      <Tabs
        idPrefix="content"
        label={t("title")}
        active={tab}
        onChange={(next) => setParams(next === "announcements" ? {} : { tab: next }, { replace: true })}
        tabs={[
          { id: "announcements", label: t("tabs.announcements") },
          { id: "help", label: t("tabs.help") },
          { id: "legal", label: t("tabs.legal") },
        ]}
      />
      <TabPanel idPrefix="content" id="announcements" active={tab === "announcements"}>
        {tab === "announcements" && <AnnouncementList />}
      </TabPanel>
      <TabPanel idPrefix="content" id="help" active={tab === "help"}>
        {tab === "help" && <HelpCentreAdmin />}
      </TabPanel>
      <TabPanel idPrefix="content" id="legal" active={tab === "legal"}>
        {tab === "legal" && <LegalPagesAdmin />}
      </TabPanel>
    </>
  );
}
