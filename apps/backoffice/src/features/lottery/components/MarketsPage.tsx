import "./lottery.css";
import { LOTTERY_FORMATS, type LotteryFormat } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import { DataTable } from "@lotus/ui/data/DataTable";
import { QueryView } from "@lotus/ui/data/QueryView";
import { RowActions } from "@lotus/ui/data/RowActions";
import { EmptyState } from "@lotus/ui/data/states";
import { Tabs, useTabParam } from "@lotus/ui/primitives/Tabs";
import { Badge } from "@lotus/ui/status/Badge";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";
import { Card, PageHeader } from "../../../components/ui/States";
import { useBrandId, useCan } from "../../../lib/console-context";
import { useMoney } from "../../finance/components/money";
import { type MarketView, marketsQuery } from "../api/lottery-api";
import { formatMultiple, oddsAreFixed, RTP_WATCH } from "./lottery-helpers";
import { MarketDialog } from "./MarketDialog";
import { RtpCell } from "./parts";

/** A format's markets: price, odds, the RTP the server computes from them, limits; managers edit them. */
export default function MarketsPage() {
  const { t } = useTranslation(["lottery", "common"]);
  const [format, setFormat] = useTabParam<LotteryFormat>("format", LOTTERY_FORMATS);
  return (
    <>
      <PageHeader title={t("markets.title")} description={t("markets.description")} />
      <Tabs
        idPrefix="lottery-format"
        label={t("markets.formatsLabel")}
        active={format}
        onChange={setFormat}
        tabs={LOTTERY_FORMATS.map((id) => ({ id, label: t(`formats.${id}`) }))}
      >
        <MarketList key={format} format={format} />
      </Tabs>
    </>
  );
}

function MarketList({ format }: { format: LotteryFormat }) {
  const { t } = useTranslation(["lottery", "common"]);
  const brandId = useBrandId();
  const can = useCan();
  const money = useMoney();
  const query = useQuery(marketsQuery(brandId, format));
  const [editing, setEditing] = useState<MarketView>();
  const name = (market: MarketView) => t(`marketNames.${market.market}`);
  const columns: DataColumn<MarketView>[] = [
    {
      id: "market",
      header: t("markets.fields.market"),
      primary: true,
      rowHeader: true,
      cell: (market) => (
        <>
          {name(market)}
          <div className="muted small mono">{market.market}</div>
        </>
      ),
    },
    {
      id: "rule",
      header: t("markets.fields.rule"),
      cell: (market) => (
        <>
          {t(`payRules.${market.payRule}`)}
          <div className="muted small">
            <PickText market={market} />
          </div>
        </>
      ),
    },
    {
      id: "price",
      header: t("markets.fields.price"),
      numeric: true,
      cell: (market) => formatMultiple(market.price),
    },
    {
      id: "odds",
      header: t("markets.fields.odds"),
      numeric: true,
      className: "nowrap",
      cell: (market) =>
        oddsAreFixed(market) ? (
          <ul className="pay-table-list">
            {(market.payTable ?? []).map((row) => (
              <li key={row.hits}>
                {t("payTable.entry", { count: row.hits, odds: formatMultiple(row.odds) })}
              </li>
            ))}
          </ul>
        ) : (
          formatMultiple(market.odds)
        ),
    },
    {
      id: "rtp",
      header: t("markets.fields.rtp"),
      numeric: true,
      className: "nowrap",
      cell: (market) => <RtpCell rtp={market.rtp} />,
    },
    {
      id: "numberLimit",
      header: t("markets.fields.numberLimit"),
      numeric: true,
      className: "nowrap",
      cell: (market) =>
        market.numberLimit === null ? (
          <span className="muted">{t("markets.noLimit")}</span>
        ) : (
          money(market.numberLimit)
        ),
    },
    {
      id: "enabled",
      header: t("markets.fields.enabled"),
      cell: (market) =>
        market.enabled ? (
          <Badge tone="success">{t("markets.on")}</Badge>
        ) : (
          <Badge tone="muted">{t("markets.off")}</Badge>
        ),
    },
    {
      id: "terms",
      header: t("markets.fields.terms"),
      cell: (market) =>
        market.custom ? (
          <>
            <Badge tone="info">{t("markets.custom")}</Badge>
            <div className="muted small nowrap">
              {t("markets.defaultsWere", {
                price: formatMultiple(market.defaults.price),
                odds: formatMultiple(market.defaults.odds),
              })}
            </div>
          </>
        ) : (
          <Badge>{t("markets.default")}</Badge>
        ),
    },
  ];
  const edit = {
    id: "edit",
    label: t("common:actions.edit"),
    icon: <Icon name="edit" />,
    name: (market: MarketView) => t("markets.editOf", { market: name(market) }),
    when: () => can("lottery.manage"),
  };
  return (
    <>
      <Card className="card--flush">
        <QueryView
          query={query}
          isEmpty={(data) => data.list.length === 0}
          empty={<EmptyState title={t("markets.empty")} />}
        >
          {(data) => (
            <DataTable
              label={t("markets.tableOf", { format: t(`formats.${format}`) })}
              caption={t("markets.caption", { rtp: RTP_WATCH })}
              columns={columns}
              rows={data.list}
              rowKey={(market) => market.market}
              rowClassName={(market) => (market.enabled ? undefined : "market-row--off")}
              rowActions={(market) => (
                <RowActions row={market} actions={[edit]} onAction={(_, row) => setEditing(row)} />
              )}
            />
          )}
        </QueryView>
      </Card>
      {editing && <MarketDialog market={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}

/** What one bet of the market chooses: numbers and their digits, Keno balls, or the whole draw. */
function PickText({ market }: { market: MarketView }) {
  const { t } = useTranslation("lottery");
  if (market.payRule === "keno")
    return market.picks > 0 ? t("picks.keno", { count: market.picks }) : t("picks.wholeDraw");
  return t("picks.numbers", { count: market.picks, digits: market.digits });
}
