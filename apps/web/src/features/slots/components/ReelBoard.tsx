import type { ReelState } from "../hooks/use-slot-game";
import { cellKey, type Highlights } from "../model/highlights";
import { BOARD_HEIGHT, BOARD_WIDTH, lineColour, paylinePath, REELS, ROWS } from "../model/paylines";
import { blurStrip } from "../model/symbols";
import { SymbolArt } from "./art/SymbolArt";

export interface ReelBoardProps {
  slotId: string;
  /** columns[reel][row], the symbols each reel shows when it stands still. */
  columns: readonly (readonly string[])[];
  /** Per reel; all standing still when absent (the verify page). */
  reels?: readonly ReelState[];
  highlights: Highlights;
  /** The line being featured (drawn bold); every winning line is drawn. */
  focusLine?: number | null;
  reducedMotion?: boolean;
  label: string;
  symbolName: (id: string) => string;
  compact?: boolean;
}

function SpinningStrip({ slotId, reel }: { slotId: string; reel: number }) {
  const strip = blurStrip(slotId, reel);
  const cells = [...strip, ...strip];
  return (
    <div className="slot-reel__strip" aria-hidden="true">
      {cells.map((id, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed decorative strip, never reordered
        <div key={index} className="slot-reel__blur-cell">
          <SymbolArt slotId={slotId} symbol={id} label="" />
        </div>
      ))}
    </div>
  );
}

/**
 * The 5 × 3 reel window: one column per reel (spinning strip, or its symbols landing and
 * standing), winning cells pulsing and the winning paylines drawn over the grid. The same board
 * shows a live game and, read-only, a verified spin.
 */
export function ReelBoard({
  slotId,
  columns,
  reels,
  highlights,
  focusLine = null,
  reducedMotion = false,
  label,
  symbolName,
  compact = false,
}: ReelBoardProps) {
  const hasWins = highlights.cells.size > 0;
  const anySpinning = reels?.some((state) => state === "spinning") ?? false;
  return (
    <figure
      className={`slot-board${compact ? " slot-board--compact" : ""}${hasWins ? " slot-board--wins" : ""}`}
      aria-label={label}
      aria-busy={anySpinning || undefined}
    >
      <div className="slot-board__reels">
        {Array.from({ length: REELS }, (_, reel) => {
          const state = reels?.[reel] ?? "idle";
          const column = columns[reel] ?? [];
          const spinning = state === "spinning";
          return (
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: reels are positions, fixed for the game
              key={reel}
              className={`slot-reel slot-reel--${spinning && reducedMotion ? "waiting" : state}`}
            >
              {spinning && !reducedMotion ? (
                <SpinningStrip slotId={slotId} reel={reel} />
              ) : (
                <div className="slot-reel__cells">
                  {Array.from({ length: ROWS }, (_, row) => {
                    const id = column[row] ?? "";
                    const win = highlights.cells.has(cellKey({ row, reel }));
                    return (
                      <div
                        // biome-ignore lint/suspicious/noArrayIndexKey: rows are positions
                        key={row}
                        className={`slot-cell${win ? " slot-cell--win" : ""}`}
                      >
                        <SymbolArt slotId={slotId} symbol={id} label={symbolName(id)} />
                      </div>
                    );
                  })}
                </div>
              )}
            </div>
          );
        })}
      </div>
      {highlights.byLine.length > 0 && (
        <svg
          className="slot-board__lines"
          viewBox={`0 0 ${BOARD_WIDTH} ${BOARD_HEIGHT}`}
          preserveAspectRatio="none"
          aria-hidden="true"
        >
          {highlights.byLine.map(({ line }) => {
            const d = paylinePath(line);
            if (!d) return null;
            const focused = focusLine === null || focusLine === line;
            return (
              <g key={line} className={`slot-line${focused ? " slot-line--focus" : ""}`}>
                <path d={d} className="slot-line__shadow" />
                <path d={d} className="slot-line__stroke" style={{ stroke: lineColour(line) }} />
              </g>
            );
          })}
        </svg>
      )}
    </figure>
  );
}
