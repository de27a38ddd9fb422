import type { LotteryMarketCode } from "@lotus/contracts";
import { createRequestIds } from "@lotus/ui/api/request-id";
import { ErrorState } from "@lotus/ui/data/QueryView";
import { Spinner } from "@lotus/ui/data/states";
import { formatAmount } from "@lotus/ui/format/format";
import { Tabs } from "@lotus/ui/primitives/Tabs";
import { Toaster } from "@lotus/ui/primitives/Toaster";
import { toast } from "@lotus/ui/primitives/toast-store";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { errorText } from "../../../lib/error-text";
import { queryKeys } from "../../../lib/query-keys";
import { useReducedMotion } from "../../house-play/hooks/use-reduced-motion";
import { postToSite } from "../../house-play/model/site-messages";
import { boardQuery, type LotterySession, placeBet } from "../api/lottery-api";
import { useDailyDraws } from "../hooks/use-daily-draws";
import { useDrawPhase, useSkew } from "../hooks/use-draw-clock";
import { useLotteryLive } from "../hooks/use-lottery-live";
import { drawName, launchStation, regionOf, slipPeriod } from "../model/daily";
import { boardKind, type MarketGroupId, type MarketTerms, marketGroups } from "../model/markets";
import { isNetworkFailure, type LimitReached, limitReached, sendSlip } from "../model/place-slip";
import { betLines, MAX_SLIP_LINES, type SlipLine, slipTotal } from "../model/slip";
import { DailyClock, timeOf } from "./DailyClock";
import { DailyLatest } from "./DailyLatest";
import { DrawClock } from "./DrawClock";
import { HowToPlay } from "./HowToPlay";
import { LotteryFair } from "./LotteryFair";
import { LotteryStats } from "./LotteryStats";
import { type LotteryDialog, LotteryTop } from "./LotteryTop";
import { MarketPicker } from "./MarketPicker";
import { MyBets } from "./MyBets";
import { NumberBoard } from "./NumberBoard";
import { DailyResults } from "./ResultsByDate";
import { LatestResult, ResultHistory, resultAnnouncement } from "./ResultsPanel";
import { SelectionBar } from "./SelectionBar";
import { Slip } from "./Slip";

/** Settlement follows the draw by a moment: the member's bets are asked for again after it. */
const SETTLEMENT_DELAY_MS = 3000;

type RecordsTab = "results" | "stats" | "bets";

/**
 * A house lottery: the period and its countdown, the latest result, the bet types and numbers,
 * the slip, and the results, statistics and the member's bets. The board is public (by merchant
 * and game); the slip and the member's bets go with the lottery session. A daily game (xsmb, xsmt,
 * xsmn) shows its stations as tabs, counts down to the chosen draw's close, then waits for its
 * entered result, which it shows as the official ticket table; its results are by date.
 */
export function LotteryGame({
  session,
  merchant,
  onExpired,
}: {
  session: LotterySession;
  merchant: string | undefined;
  onExpired: (message: string) => void;
}) {
  const { t } = useTranslation("lottery");
  const queryClient = useQueryClient();
  const game = session.game;
  const symbol = game.currencySymbol;
  const reducedMotion = useReducedMotion();
  const daily = game.schedule === "daily";
  const region = daily ? regionOf(game.format) : undefined;
  // The lobby's "bet on this station" launch names the station.
  const [station] = useState(() => launchStation(window.location.search));

  const markets = useMemo(
    () => new Map<LotteryMarketCode, MarketTerms>(game.markets.map((market) => [market.market, market])),
    [game.markets],
  );
  const groups = useMemo(() => marketGroups(game.format, game.markets), [game.format, game.markets]);
  const [groupId, setGroupId] = useState<MarketGroupId>(groups[0]?.id ?? "other");
  const [marketCode, setMarketCode] = useState<LotteryMarketCode | undefined>(groups[0]?.markets[0]?.market);
  const market = marketCode ? markets.get(marketCode) : undefined;
  const [selected, setSelected] = useState<string[]>([]);
  const [points, setPoints] = useState("1");

  const [lines, setLines] = useState<SlipLine[]>([]);
  const nextLineId = useRef(1);
  const [balance, setBalance] = useState(session.balance);
  const [placing, setPlacing] = useState(false);
  const [slipError, setSlipError] = useState<string | null>(null);
  const [limit, setLimit] = useState<LimitReached | null>(null);
  // One request id per slip: the same slip sent again (after a lost answer) keeps its id.
  const [requestIds] = useState(() => createRequestIds());

  const [dialog, setDialog] = useState<LotteryDialog>(null);
  const [records, setRecords] = useState<RecordsTab>("results");

  const board = useQuery({ ...boardQuery(merchant ?? "", game.gameId), enabled: Boolean(merchant) });
  const skew = useSkew(board.data);
  const phase = useDrawPhase(daily ? undefined : board.data, skew);
  const dailyDraws = useDailyDraws(daily ? board.data : undefined, skew, station);
  // Daily results are entered by operators long after the draw time: no quick polling for them.
  useLotteryLive(merchant, game.gameId, board.data, skew, { pollResults: !daily });

  // A result that arrives while the page is open is drawn with its animation (decided while
  // rendering, so the new result never shows complete for a frame first) and announced.
  const latest = board.data?.recent[0];
  const latestPeriod = board.data ? (latest?.period ?? null) : undefined;
  const [seenPeriod, setSeenPeriod] = useState<string | null | undefined>(undefined);
  const [animating, setAnimating] = useState<string | null>(null);
  if (latestPeriod !== undefined && latestPeriod !== seenPeriod) {
    setSeenPeriod(latestPeriod);
    const fresh = seenPeriod !== undefined && Boolean(latest?.result) && latest?.status !== "void";
    setAnimating(fresh && !reducedMotion && !daily ? latestPeriod : null);
  }
  const [resultNews, setResultNews] = useState("");
  const announced = useRef<string | null | undefined>(undefined);
  const settlementTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    if (seenPeriod === undefined || seenPeriod === announced.current) return;
    const first = announced.current === undefined;
    announced.current = seenPeriod;
    if (first || !latest) return;
    setResultNews(resultAnnouncement(t, latest));
    // The draw is paid right after it: the bets and the site's balance change.
    const refreshBets = () => void queryClient.invalidateQueries({ queryKey: queryKeys.lottery.betsAll });
    refreshBets();
    clearTimeout(settlementTimer.current);
    settlementTimer.current = setTimeout(() => {
      refreshBets();
      postToSite({ type: "lotus:balance" });
    }, SETTLEMENT_DELAY_MS);
  }, [seenPeriod, latest, queryClient, t]);
  useEffect(() => () => clearTimeout(settlementTimer.current), []);
  const onAnimated = useCallback(() => setAnimating(null), []);

  const chooseMarket = (code: LotteryMarketCode) => {
    const next = markets.get(code);
    if (!next) return;
    // Numbers carry over between bet types that read them alike (lô 2 số → đề → xiên 2).
    if (!market || boardKind(next) !== boardKind(market) || next.digits !== market.digits) setSelected([]);
    setMarketCode(code);
  };
  const chooseGroup = (id: MarketGroupId) => {
    setGroupId(id);
    const first = groups.find((group) => group.id === id)?.markets[0];
    if (first) chooseMarket(first.market);
  };

  const addLines = (numbersList: string[][], linePoints: number) => {
    if (!market) return;
    setLines((current) => [
      ...current,
      ...numbersList.map((numbers) => ({
        id: String(nextLineId.current++),
        market: market.market,
        numbers,
        points: linePoints,
      })),
    ]);
    setSelected([]);
    setSlipError(null);
    setLimit(null);
  };

  const openPeriod = daily ? slipPeriod(dailyDraws.phase) : phase.kind === "open" ? phase.draw.period : null;
  const dailyDraw = dailyDraws.phase.kind === "none" ? undefined : dailyDraws.phase.draw;
  const openLabel =
    daily && dailyDraw && openPeriod ? t("slip.forDraw", { draw: drawName(dailyDraw) }) : undefined;

  const place = async () => {
    if (!openPeriod || placing) return;
    const body = betLines(lines);
    const requestId = requestIds.idFor({ period: openPeriod, lines: body });
    setPlacing(true);
    setSlipError(null);
    setLimit(null);
    try {
      const answer = await sendSlip(() => placeBet({ period: openPeriod, requestId, lines: body }));
      requestIds.reset();
      setBalance(answer.balance);
      setLines([]);
      postToSite({ type: "lotus:balance" });
      const amount = formatAmount(answer.total, symbol);
      toast(
        daily && dailyDraw?.period === answer.period
          ? t("slip.placedOn", { draw: drawName(dailyDraw), amount })
          : t("slip.placed", { period: answer.period, amount }),
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.lottery.betsAll });
    } catch (error) {
      if (isNetworkFailure(error)) {
        // The slip may have been taken: sending it again as it is reuses its request id.
        setSlipError(t("slip.lost"));
        return;
      }
      requestIds.reset();
      if (error instanceof ApiError && error.status === 401) {
        onExpired(error.message);
        return;
      }
      setSlipError(errorText(error));
      setLimit(limitReached(error) ?? null);
      if (
        error instanceof ApiError &&
        (error.code === "lottery.closed" || error.code === "lottery.draw_unknown")
      )
        void queryClient.invalidateQueries({
          queryKey: queryKeys.lottery.board(merchant ?? "", game.gameId),
        });
    } finally {
      setPlacing(false);
    }
  };

  const total = slipTotal(markets, lines, game.unitValue);

  return (
    <div className={`lottery lottery--${game.format}${reducedMotion ? " lottery--still" : ""}`}>
      <LotteryTop
        name={game.name}
        schedule={
          daily
            ? dailyDraw
              ? t("daily.schedule", { time: timeOf(dailyDraw.drawAt) })
              : ""
            : t("every", { count: game.intervalMinutes })
        }
        balance={formatAmount(balance, symbol)}
        dialog={dialog}
        onDialog={setDialog}
        fair={!daily}
      />

      <div className="lottery-status">
        {!merchant ? (
          <p className="alert alert--error" role="alert">
            {t("errors.noMerchant")}
          </p>
        ) : board.isError && !board.data ? (
          <ErrorState error={board.error} onRetry={() => void board.refetch()} />
        ) : board.isPending ? (
          <Spinner size={32} />
        ) : daily && region ? (
          <>
            <DailyClock daily={dailyDraws} skew={skew} />
            <DailyLatest region={region} recent={board.data?.recent ?? []} />
          </>
        ) : (
          <>
            <DrawClock phase={phase} skew={skew} />
            <LatestResult
              format={game.format}
              draw={latest}
              animate={animating !== null && animating === latest?.period}
              onAnimated={onAnimated}
            />
          </>
        )}
      </div>

      <main className="lottery-main" id="main">
        <div className="lottery-play">
          {market && (
            <>
              <MarketPicker
                groups={groups}
                groupId={groupId}
                onGroup={chooseGroup}
                market={market}
                onMarket={chooseMarket}
                unitValue={game.unitValue}
                symbol={symbol}
              />
              <NumberBoard market={market} selected={selected} onChange={setSelected} />
              <SelectionBar
                market={market}
                selected={selected}
                points={points}
                onPoints={setPoints}
                maxPoints={game.maxPointsPerLine}
                unitValue={game.unitValue}
                symbol={symbol}
                room={MAX_SLIP_LINES - lines.length}
                onAdd={addLines}
              />
            </>
          )}
        </div>
        <aside className="lottery-aside">
          <Slip
            lines={lines}
            markets={markets}
            unitValue={game.unitValue}
            symbol={symbol}
            maxPoints={game.maxPointsPerLine}
            period={openPeriod}
            periodLabel={openLabel}
            placing={placing}
            error={slipError}
            limit={limit}
            onPoints={(id, linePoints) =>
              setLines((current) =>
                current.map((line) => (line.id === id ? { ...line, points: linePoints } : line)),
              )
            }
            onRemove={(id) => {
              setLines((current) => current.filter((line) => line.id !== id));
              setSlipError(null);
            }}
            onClear={() => {
              setLines([]);
              setSlipError(null);
              setLimit(null);
            }}
            onPlace={() => void place()}
          />
        </aside>
      </main>

      <section className="lottery-records" aria-label={t("records.label")}>
        <Tabs
          label={t("records.label")}
          tabs={[
            { id: "results", label: t("records.results") },
            { id: "stats", label: t("records.stats") },
            { id: "bets", label: t("records.bets") },
          ]}
          active={records}
          onChange={setRecords}
        >
          {records === "bets" ? (
            <MyBets symbol={symbol} onExpired={onExpired} />
          ) : !merchant ? null : records === "stats" ? (
            <LotteryStats merchant={merchant} gameId={game.gameId} daily={daily} />
          ) : daily && region && board.data ? (
            <DailyResults merchant={merchant} gameId={game.gameId} region={region} board={board.data} />
          ) : (
            <ResultHistory format={game.format} merchant={merchant} gameId={game.gameId} region={region} />
          )}
        </Tabs>
      </section>

      {lines.length > 0 && (
        <a className="lottery-slipbar" href="#lottery-slip">
          <span>
            {t("slip.summary", {
              lines: t("selection.lines", { count: lines.length }),
              amount: formatAmount(total, symbol),
            })}
          </span>
          <span className="lottery-slipbar__go">{t("slip.view")}</span>
        </a>
      )}

      <p className="visually-hidden" aria-live="polite">
        {resultNews}
      </p>
      <Toaster />
      {dialog === "howTo" && (
        <HowToPlay
          format={game.format}
          daily={daily}
          markets={game.markets}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === "fair" && merchant && !daily && (
        <LotteryFair
          format={game.format}
          merchant={merchant}
          gameId={game.gameId}
          chainHead={board.data?.open?.chainHead ?? null}
          drawn={board.data?.recent ?? []}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}
