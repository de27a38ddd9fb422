import { QueryView } from "@lotus/ui/data/QueryView";
import { Tabs, useTabParam } from "@lotus/ui/primitives/Tabs";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import type { MemberPageProps } from "../../../lib/member-pages";
import { contractFlagsQuery } from "../api/contracts-api";
import { contractTypesShown } from "../model/pages";
import { DownlineContracts } from "./DownlineContracts";
import { MyContracts } from "./MyContracts";

const TABS = ["mine", "downlines"] as const;

/**
 * Contracts (SPEC §2 agent centre, §4): my contracts by type with the offers waiting for my
 * signature, and my downlines' contracts with offers, withdrawals and notices.
 */
export function ContractsPage(_props: MemberPageProps) {
  const { t } = useTranslation("contracts");
  const [tab, setTab] = useTabParam("contracts", TABS);
  const flags = useQuery(contractFlagsQuery());
  return (
    <div className="contracts-page">
      <Tabs
        label={t("page.tabs")}
        tabs={TABS.map((id) => ({ id, label: t(`page.${id}`) }))}
        active={tab}
        onChange={setTab}
      >
        {tab === "mine" ? (
          <QueryView query={flags}>{(data) => <MyContracts types={contractTypesShown(data)} />}</QueryView>
        ) : (
          <DownlineContracts />
        )}
      </Tabs>
    </div>
  );
}
