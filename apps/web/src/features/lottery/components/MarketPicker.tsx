import type { LotteryMarketCode } from "@lotus/contracts";
import { formatAmount } from "@lotus/ui/format/format";
import { Tabs } from "@lotus/ui/primitives/Tabs";
import { useTranslation } from "react-i18next";
import type { MarketGroup, MarketGroupId, MarketTerms } from "../model/markets";
import { pointCost } from "../model/slip";
import { oddsText, rtpText } from "./market-text";

/**
 * The bet types in their tabs (Lô, Đề, … or Tài/Xỉu, Ngũ hành, Chọn số), each with its odds and
 * RTP from the session, and under them the chosen one's rule, price and Keno pay table.
 */
export function MarketPicker({
  groups,
  groupId,
  onGroup,
  market,
  onMarket,
  unitValue,
  symbol,
}: {
  groups: readonly MarketGroup[];
  groupId: MarketGroupId;
  onGroup: (id: MarketGroupId) => void;
  market: MarketTerms;
  onMarket: (code: LotteryMarketCode) => void;
  unitValue: number;
  symbol: string;
}) {
  const { t } = useTranslation("lottery");
  const group = groups.find((entry) => entry.id === groupId) ?? groups[0];
  if (!group) return null;
  return (
    <section className="lottery-markets" aria-label={t("market.chooser")}>
      <Tabs
        label={t("groups.label")}
        tabs={groups.map((entry) => ({ id: entry.id, label: t(`groups.${entry.id}`) }))}
        active={group.id}
        onChange={onGroup}
      >
        <div className="lottery-markets__list">
          {group.markets.map((entry) => (
            <button
              key={entry.market}
              type="button"
              className="lottery-market"
              aria-pressed={entry.market === market.market}
              data-market={entry.market}
              onClick={() => onMarket(entry.market)}
            >
              <span className="lottery-market__name">{t(`markets.${entry.market}`)}</span>
              <span className="lottery-market__odds">{oddsText(t, entry)}</span>
              <span className="lottery-market__rtp">{rtpText(t, entry)}</span>
            </button>
          ))}
        </div>
      </Tabs>
      <div className="lottery-markets__info">
        <p className="lottery-markets__rule">{t(`rules.${market.market}`)}</p>
        <p className="lottery-markets__price">
          {t("market.price", { amount: formatAmount(pointCost(market, unitValue), symbol) })}
        </p>
        {market.payTable && market.payTable.length > 1 && (
          <ul className="lottery-markets__table">
            {market.payTable.map((row) => (
              <li key={row.hits}>
                {t("market.payTable", { hits: row.hits, picks: market.picks, odds: row.odds })}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
