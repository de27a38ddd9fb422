import "./live.css";
import type { LiveTableStatus } from "@lotus/contracts";
import { ErrorState } from "@lotus/ui/data/QueryView";
import { Spinner } from "@lotus/ui/data/states";
import { Button } from "@lotus/ui/primitives/Button";
import { Tabs } from "@lotus/ui/primitives/Tabs";
import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useCallback, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams, useSearchParams } from "react-router";
import { Icon } from "../../../components/ui/Icon";
import { Card, PageHeader } from "../../../components/ui/States";
import { useBrandId, useCan } from "../../../lib/console-context";
import { useMoney } from "../../finance/components/money";
import { useBrandTime } from "../../games/components/parts";
import { type LiveTableDetail, tableQuery } from "../api/live-api";
import { LiabilityPanel } from "./LiabilityPanel";
import { statusTargets } from "./live-helpers";
import { DriverCell, RoundCell, TableStatusBadge, useKindLabel, useNow } from "./parts";
import { RoundsTab } from "./RoundsTab";
import { ShoesTab } from "./ShoesTab";
import { StatusDialog } from "./StatusDialog";
import { TermsForm } from "./TermsForm";

/** How often the table's round, driver and stakes are read again while its page is open. */
const TABLE_POLL_MS = 5_000;
const TABS = ["terms", "rounds", "shoes"] as const;
type TableTab = (typeof TABS)[number];

/**
 * The tab in the address (`?tab=`); moving to another tab drops the list's page and filter, which
 * belong to the tab that set them.
 */
function useTableTab(): [TableTab, (tab: TableTab) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get("tab");
  const active = TABS.find((tab) => tab === raw) ?? "terms";
  const choose = useCallback(
    (tab: TableTab) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const name of ["tab", "page", "phase"]) next.delete(name);
          if (tab !== "terms") next.set("tab", tab);
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  return [active, choose];
}

/** One live table: what runs now, the live liability, its terms, and its round and shoe history. */
export default function LiveTablePage() {
  const { tableCode = "" } = useParams();
  const { t } = useTranslation(["live", "common"]);
  const brandId = useBrandId();
  const query = useQuery({ ...tableQuery(brandId, tableCode), refetchInterval: TABLE_POLL_MS });
  const back = (
    <Link to="/live-tables" className="back-link">
      <Icon name="chevronLeft" size={14} />
      {t("table.back")}
    </Link>
  );
  if (query.isPending || query.isError) {
    return (
      <>
        <PageHeader title={t("table.title")} back={back} />
        {query.isPending ? (
          <Spinner />
        ) : (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        )}
      </>
    );
  }
  return <Table table={query.data} back={back} />;
}

function Table({ table, back }: { table: LiveTableDetail; back: ReactNode }) {
  const { t } = useTranslation(["live", "common"]);
  const can = useCan();
  const money = useMoney();
  const time = useBrandTime();
  const kindLabel = useKindLabel();
  const now = useNow();
  const [tab, setTab] = useTableTab();
  const [changing, setChanging] = useState<LiveTableStatus>();
  return (
    <>
      <PageHeader
        title={table.name}
        back={back}
        description={
          <>
            <TableStatusBadge status={table.status} /> {kindLabel(table.kind, table.variant)}
          </>
        }
        actions={
          can("live.manage") && (
            <div className="row">
              {statusTargets(table.status).map((status) => (
                <Button
                  key={status}
                  variant={status === "closed" ? "danger" : "secondary"}
                  onClick={() => setChanging(status)}
                >
                  {t(`status.action.${status}`)}
                </Button>
              ))}
            </div>
          )
        }
      />
      <div className="stack stack--lg">
        <div className="grid-2">
          <Card title={t("table.summary")}>
            <dl className="kv">
              <dt>{t("table.code")}</dt>
              <dd className="mono">{table.code}</dd>
              <dt>{t("table.kind")}</dt>
              <dd>{kindLabel(table.kind, table.variant)}</dd>
              <dt>{t("table.window")}</dt>
              <dd>{t("tables.seconds", { count: table.bettingSeconds })}</dd>
              <dt>{t("table.round")}</dt>
              <dd>
                <RoundCell round={table.round} now={now} />
              </dd>
              <dt>{t("table.driver")}</dt>
              <dd>
                <DriverCell driver={table.driver} now={now} />
              </dd>
              <dt>{t("table.players")}</dt>
              <dd>{table.players}</dd>
              <dt>{t("table.stake")}</dt>
              <dd>{money(table.stake)}</dd>
              <dt>{t("table.worstCase")}</dt>
              <dd>{money(table.worstCase)}</dd>
              <dt>{t("table.updatedAt")}</dt>
              <dd>{time.format(table.updatedAt)}</dd>
            </dl>
          </Card>
          <LiabilityPanel code={table.code} />
        </div>
        <Tabs
          idPrefix="live-table"
          label={t("table.tabsLabel")}
          active={tab}
          onChange={setTab}
          tabs={TABS.map((id) => ({ id, label: t(`table.tabs.${id}`) }))}
        >
          {tab === "terms" && <TermsForm table={table} />}
          {tab === "rounds" && <RoundsTab table={table} />}
          {tab === "shoes" && <ShoesTab table={table} />}
        </Tabs>
      </div>
      {changing && (
        <StatusDialog target={{ table, status: changing }} onClose={() => setChanging(undefined)} />
      )}
    </>
  );
}
