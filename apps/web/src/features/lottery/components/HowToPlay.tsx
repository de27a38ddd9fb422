import type { LotteryFormat } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import { DataTable } from "@lotus/ui/data/DataTable";
import { Modal } from "@lotus/ui/primitives/Modal";
import { useTranslation } from "react-i18next";
import { formatRate, type MarketTerms } from "../model/markets";
import { oddsText } from "./market-text";

/** How to play: the steps, the cost rule, and every market's rule in one sentence with its odds and RTP. */
export function HowToPlay({
  format,
  daily = false,
  markets,
  onClose,
}: {
  format: LotteryFormat;
  /** A daily game: bets go on a station's draw, whose result is entered after it. */
  daily?: boolean;
  markets: readonly MarketTerms[];
  onClose: () => void;
}) {
  const { t } = useTranslation("lottery");
  const columns: DataColumn<MarketTerms>[] = [
    {
      id: "market",
      header: t("howTo.market"),
      cell: (market) => t(`markets.${market.market}`),
      primary: true,
      rowHeader: true,
    },
    { id: "rule", header: t("howTo.rule"), cell: (market) => t(`rules.${market.market}`) },
    { id: "odds", header: t("howTo.odds"), cell: (market) => oddsText(t, market), className: "nowrap" },
    {
      id: "rtp",
      header: t("howTo.rtp"),
      cell: (market) => `${formatRate(market.rtp)}%`,
      className: "nowrap",
    },
  ];
  return (
    <Modal title={t("howTo.title")} onClose={onClose} size="large" className="lottery-howto">
      <div className="lottery-howto__text">
        <p>{daily ? t("howTo.stepsDaily") : t("howTo.steps")}</p>
        <p>{t("howTo.cost")}</p>
        <p>{format === "keno" ? t("howTo.decimal") : t("howTo.eats")}</p>
      </div>
      <DataTable
        label={t("howTo.title")}
        columns={columns}
        rows={markets}
        rowKey={(market) => market.market}
        compact
      />
    </Modal>
  );
}
