import { DateTime } from "@lotus/ui/format/DateTime";
import { Money } from "@lotus/ui/format/Money";
import { useTranslation } from "react-i18next";
import type { KitSample } from "./kit-sample";

const AMOUNTS: readonly { amount: string | number; symbol: string }[] = [
  { amount: "1234567.5", symbol: "₫" },
  { amount: 0.1, symbol: "$" },
  { amount: "-250000", symbol: "₫" },
  { amount: "99.9", symbol: "฿" },
];

/** One moment, 2026-11-24 16:30:00 UTC, as each brand's time zone shows it. */
const MOMENT = Date.UTC(2026, 10, 24, 16, 30, 0);
const TIME_ZONES = ["UTC", "Asia/Ho_Chi_Minh", "Asia/Bangkok", "Europe/London", "America/New_York"];

function FormatterSample() {
  const { t } = useTranslation("kit");
  return (
    <div className="stack">
      <div className="row">
        <span className="kit-sample__label">{t("formatters.money")}</span>
        {AMOUNTS.map(({ amount, symbol }) => (
          <Money key={`${symbol}${amount}`} amount={amount} symbol={symbol} />
        ))}
      </div>
      <div className="kit-sample__grid">
        {TIME_ZONES.map((zone) => (
          <div key={zone} className="stack">
            <span className="kit-sample__label">{zone}</span>
            <DateTime at={MOMENT} timeZone={zone} className="mono" />
          </div>
        ))}
      </div>
    </div>
  );
}

export const formatterSamples: KitSample = {
  group: "formatters",
  importPaths: ["@lotus/ui/format/Money", "@lotus/ui/format/DateTime"],
  Sample: FormatterSample,
};
