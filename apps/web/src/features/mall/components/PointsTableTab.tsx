import { QueryView } from "@lotus/ui/data/QueryView";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { pointConfigQuery } from "../api/mall-api";
import { useMallFormat } from "./parts";

/** The points table: how points are earned on settled bets, the daily cap and the conversion rate. */
export function PointsTableTab() {
  const { t } = useTranslation("mall");
  const { money } = useMallFormat();
  const config = useQuery(pointConfigQuery());
  return (
    <QueryView query={config}>
      {(data) => {
        const rows = [
          { label: t("table.allGames"), rate: data.perUnit },
          ...Object.entries(data.gameTypes).map(([gameType, rate]) => ({ label: gameType, rate })),
        ];
        return (
          <div className="stack">
            <table className="point-mall__table">
              <caption>{t("table.earning")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("table.game")}</th>
                  <th scope="col">{t("table.rate")}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.label}>
                    <th scope="row">{row.label}</th>
                    <td>
                      {t("table.per", { points: row.rate.toLocaleString(), amount: money(data.unitAmount) })}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <dl className="point-mall__figures">
              <div>
                <dt>{t("table.dailyCap")}</dt>
                <dd>{data.dailyCap > 0 ? data.dailyCap.toLocaleString() : t("table.noCap")}</dd>
              </div>
              <div>
                <dt>{t("table.convertRate")}</dt>
                <dd>
                  {t("convert.rate", {
                    points: data.convertRate.toLocaleString(),
                    amount: money(data.unitAmount),
                  })}
                </dd>
              </div>
              <div>
                <dt>{t("table.convertMinimum")}</dt>
                <dd>{data.convertMinimum.toLocaleString()}</dd>
              </div>
              {data.vipLevel !== null && (
                <div>
                  <dt>{t("table.vipLevel")}</dt>
                  <dd>{data.vipLevel}</dd>
                </div>
              )}
            </dl>
            <ul className="muted small point-mall__rules">
              <li>{t("table.settled")}</li>
              <li>{t("table.nextDay")}</li>
              <li>{t("table.neverExpire")}</li>
            </ul>
          </div>
        );
      }}
    </QueryView>
  );
}
