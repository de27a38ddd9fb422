import type { LiveTableKind } from "@lotus/contracts";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { redCount } from "../model/results";
import { beadPlate, bigRoad, ROAD_ROWS, type RoadItem, roadCounts, roadGrid } from "../model/roads";
import { resultText } from "../model/spots";
import type { HistoryItem } from "../model/table-state";
import { DiceRow, DiscRow } from "./Pieces";

/** The road's items of a card table (baccarat or dragon tiger) from its results. */
export function roadItems(recent: readonly HistoryItem[]): RoadItem[] {
  return recent.flatMap(({ number, result }): RoadItem[] => {
    if (result.kind === "baccarat")
      return [
        { number, outcome: result.outcome, playerPair: result.playerPair, bankerPair: result.bankerPair },
      ];
    if (result.kind === "dragon_tiger") return [{ number, outcome: result.outcome }];
    return [];
  });
}

/** Keeps a scrolling road at its newest (right) end as results arrive. */
function useScrolledToEnd(count: number) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (element && count >= 0) element.scrollLeft = element.scrollWidth;
  }, [count]);
  return ref;
}

function useCountsLabel(items: readonly RoadItem[], label: string) {
  const { t } = useTranslation("live");
  const counts = roadCounts(items);
  const parts = Object.entries(counts).map(
    ([outcome, count]) => `${t(`road.names.${outcome}` as "road.names.tie")} ${count}`,
  );
  return `${label}: ${parts.join(", ") || t("road.empty")}`;
}

/** One round per cell, six down then the next column; ties and pairs marked. */
export function BeadPlate({
  items,
  maxColumns,
  small = false,
}: {
  items: readonly RoadItem[];
  maxColumns?: number;
  small?: boolean;
}) {
  const { t } = useTranslation("live");
  const columns = beadPlate(items, ROAD_ROWS, maxColumns);
  const ref = useScrolledToEnd(items.length);
  const label = useCountsLabel(items, t("road.bead"));
  const filler = Math.max(0, (maxColumns ?? (small ? 8 : 12)) - columns.length);
  return (
    <div
      className={`live-road live-road--bead${small ? " live-road--small" : ""}`}
      ref={ref}
      role="img"
      aria-label={label}
    >
      {columns.map((column) => (
        <span key={column[0]?.number} className="live-road__column">
          {column.map((item) => (
            <span
              key={item.number}
              className={`live-bead live-bead--${item.outcome}`}
              title={t("road.cell", {
                number: item.number,
                result: t(`road.names.${item.outcome}` as "road.names.tie"),
              })}
            >
              {t(`road.short.${item.outcome}` as "road.short.tie")}
              {item.playerPair && <span className="live-bead__pair live-bead__pair--player" />}
              {item.bankerPair && <span className="live-bead__pair live-bead__pair--banker" />}
            </span>
          ))}
        </span>
      ))}
      {Array.from({ length: filler }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: empty columns keep the plate's shape
        <span key={`empty-${index}`} className="live-road__column live-road__column--empty" />
      ))}
    </div>
  );
}

/** The big road: streaks down their columns, ties marked on the cell before them. */
export function BigRoadView({ items }: { items: readonly RoadItem[] }) {
  const { t } = useTranslation("live");
  const road = bigRoad(items);
  const grid = roadGrid(road, ROAD_ROWS, 20);
  const ref = useScrolledToEnd(road.cells.length);
  const label = useCountsLabel(items, t("road.big"));
  return (
    <div className="live-road live-road--big" ref={ref} role="img" aria-label={label}>
      {grid.map((column, col) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the road's columns are places
        <span key={col} className="live-road__column">
          {column.map((cell, row) =>
            cell ? (
              <span
                key={cell.number}
                className={`live-ring live-ring--${cell.side}`}
                title={t("road.cell", {
                  number: cell.number,
                  result: t(`road.names.${cell.side}` as "road.names.tie"),
                })}
              >
                {cell.ties > 0 && <span className="live-ring__tie">{cell.ties > 1 ? cell.ties : ""}</span>}
                {cell.playerPair && <span className="live-bead__pair live-bead__pair--player" />}
                {cell.bankerPair && <span className="live-bead__pair live-bead__pair--banker" />}
              </span>
            ) : (
              // biome-ignore lint/suspicious/noArrayIndexKey: empty places of the grid
              <span key={`empty-${row}`} className="live-ring live-ring--empty" />
            ),
          )}
        </span>
      ))}
    </div>
  );
}

/** The last results newest first: dragon/tiger/tie, sic bo's dice and total, xóc đĩa's reds. */
export function HistoryStrip({ recent, limit = 20 }: { recent: readonly HistoryItem[]; limit?: number }) {
  const { t } = useTranslation("live");
  const items = recent.slice(-limit).reverse();
  if (items.length === 0) return <p className="live-muted">{t("road.empty")}</p>;
  return (
    <ol className="live-strip" aria-label={t("road.history")}>
      {items.map(({ number, result }) => {
        const words = resultText(result);
        const title = t("road.cell", { number, result: t(words.key as "result.sicbo.big", words.values) });
        return (
          <li key={number} className={`live-strip__item live-strip__item--${result.outcome}`} title={title}>
            <span className="visually-hidden">{title}</span>
            {result.kind === "sicbo" && (
              <span aria-hidden="true" className="live-strip__detail">
                <DiceRow faces={result.dice} size={13} />
                <span className="live-strip__total">{result.total}</span>
              </span>
            )}
            {result.kind === "xocdia" && (
              <span aria-hidden="true" className="live-strip__detail">
                <DiscRow sides={result.discs} size={9} />
                <span className="live-strip__total">{redCount(result)}</span>
              </span>
            )}
            <span aria-hidden="true" className="live-strip__mark">
              {t(
                `road.short.${result.kind === "dragon_tiger" && result.outcome === "tie" ? "dtTie" : result.outcome}` as "road.short.tie",
              )}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

/** A table's road: the bead plate and big road of a baccarat shoe, the history strip of the others. */
export function RoadPanel({
  kind,
  recent,
  cardsLeft,
}: {
  kind: LiveTableKind;
  recent: readonly HistoryItem[];
  cardsLeft?: number | null;
}) {
  const { t } = useTranslation("live");
  const items = roadItems(recent);
  return (
    <div className="live-roads">
      {kind === "baccarat" ? (
        <>
          <h3 className="live-roads__title">{t("road.bead")}</h3>
          <BeadPlate items={items} />
          <h3 className="live-roads__title">{t("road.big")}</h3>
          <BigRoadView items={items} />
        </>
      ) : (
        <>
          <h3 className="live-roads__title">{t("road.history")}</h3>
          <HistoryStrip recent={recent} />
        </>
      )}
      {cardsLeft !== null && cardsLeft !== undefined && (
        <p className="live-muted">{t("road.cardsLeft", { count: cardsLeft })}</p>
      )}
    </div>
  );
}
