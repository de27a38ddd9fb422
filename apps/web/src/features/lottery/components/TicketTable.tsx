import type { LotteryRegion } from "@lotus/contracts";
import type { CSSProperties } from "react";
import { useTranslation } from "react-i18next";
import type { Station } from "../model/daily";
import type { ResultLike } from "../model/results";
import { splitEnding } from "../model/results";
import { ticketRows } from "../model/ticket";
import "./ticket.css";

export interface TicketColumn {
  /** The draw's period (unique within the table). */
  period: string;
  station: Station | null;
  result: ResultLike;
}

/** How many numbers of a prize sit on one line of a single-station ticket (G3: 3 + 3, G4 South: 4 + 3). */
function perLine(count: number): number {
  if (count <= 4) return count;
  return count % 3 === 0 ? 3 : 4;
}

/** A prize number with its last two digits (what lô is paid on) marked. */
function TicketNumber({ number }: { number: string | null }) {
  if (number === null)
    return (
      <span className="lottery-ticket__number lottery-ticket__number--none" aria-hidden="true">
        —
      </span>
    );
  const { head, tail } = splitEnding(number);
  return (
    <span className="lottery-ticket__number">
      {head}
      <mark>{tail}</mark>
    </span>
  );
}

/**
 * The official ticket table of the Vietnamese daily lottery: the prize rows of the region, ĐB on
 * top down to G7 (North) or G8 (South, Centre), one column per station of the day, each number's
 * last two digits marked as players read lô. Used by the play page's results and the
 * /vnlottery lobby.
 */
export function TicketTable({
  region,
  date,
  columns,
}: {
  region: LotteryRegion;
  /** The day of the draws, yyyy-MM-dd. */
  date: string;
  columns: readonly TicketColumn[];
}) {
  const { t } = useTranslation("lottery");
  const rows = ticketRows(
    region,
    columns.map((column) => column.result),
  );
  const single = columns.length === 1;
  const regionName = t(`regions.${region}`);
  return (
    <div className="lottery-ticket__wrap">
      <table
        className={`lottery-ticket lottery-ticket--${region}${single ? " lottery-ticket--single" : ""}`}
        data-testid="lottery-ticket"
        data-region={region}
        data-date={date}
      >
        <caption className="lottery-ticket__caption">
          <span className="lottery-ticket__title">{t("ticket.caption", { region: regionName, date })}</span>
          <span className="lottery-ticket__hint">{t("ticket.hint")}</span>
        </caption>
        <thead>
          <tr>
            <th scope="col" className="lottery-ticket__corner">
              {t("results.prize")}
            </th>
            {columns.map((column) => (
              <th
                key={column.period}
                scope="col"
                className="lottery-ticket__station"
                data-station={column.station?.code ?? ""}
              >
                {column.station?.name ?? regionName}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={row.prize}
              className={`lottery-ticket__row lottery-ticket__row--${row.prize.toLowerCase()}`}
              data-prize={row.prize}
            >
              <th scope="row" className="lottery-ticket__prize">
                <span className="lottery-ticket__prize-code" aria-hidden="true">
                  {t(`results.prizes.${row.prize}`)}
                </span>
                <span className="lottery-ticket__prize-name">{t(`results.prizeNames.${row.prize}`)}</span>
              </th>
              {row.columns.map((numbers, index) => (
                <td key={columns[index]?.period ?? index}>
                  <span
                    className="lottery-ticket__numbers"
                    style={
                      single ? ({ "--ticket-per-line": perLine(numbers.length) } as CSSProperties) : undefined
                    }
                  >
                    {numbers.map((number, place) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: a prize's numbers keep their places
                      <TicketNumber key={place} number={number} />
                    ))}
                  </span>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
