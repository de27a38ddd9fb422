import type { MinorUnits } from "@lotus/contracts";
import { ErrorState } from "@lotus/ui/data/QueryView";
import { Spinner } from "@lotus/ui/data/states";
import { formatAmount } from "@lotus/ui/format/format";
import { Tabs } from "@lotus/ui/primitives/Tabs";
import { Toaster } from "@lotus/ui/primitives/Toaster";
import { toast } from "@lotus/ui/primitives/toast-store";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useReducedMotion } from "../../house-play/hooks/use-reduced-motion";
import { postToSite } from "../../house-play/model/site-messages";
import { BETS_PAGE_SIZE, type BetAnswer, type LiveSession, liveKeys, myBetsQuery } from "../api/live-api";
import { useBetSlip } from "../hooks/use-bet-slip";
import { useLiveTable, useTableStage } from "../hooks/use-live-table";
import { useLiveWatch } from "../hooks/use-live-watch";
import { useRoundWins } from "../hooks/use-round-wins";
import { type SpotLimits, toMinorAmount, toWireAmount } from "../model/chips";
import { takesBets } from "../model/round-clock";
import { layoutOrder, resultText, spotLayout, spotText, type TextRef, winningSpots } from "../model/spots";
import { BetBoard } from "./BetBoard";
import { ChipTray } from "./ChipTray";
import { DealArea } from "./DealArea";
import { FairPanel } from "./FairPanel";
import { LiveMyBets } from "./LiveMyBets";
import { MyRoundLine } from "./MyRoundLine";
import { RoadPanel } from "./Roads";
import { RoundBanner } from "./RoundBanner";
import { TableTop } from "./TableTop";

type InfoTab = "road" | "bets" | "fair";

/** Speed tables (short betting windows) deal faster. */
const stepFor = (bettingSeconds: number) => (bettingSeconds <= 10 ? 380 : 620);

/**
 * A house live table: the round's banner and countdown on the server clock, the felt where the
 * result is dealt, the bet spots with their odds and live totals, the chip tray, and the road, the
 * member's bets and the fairness panel. The table's state comes from its public call and the site
 * socket's messages; the member's chips go with the live session.
 */
export function LiveTable({
  session,
  merchant,
  onExpired,
}: {
  session: LiveSession;
  merchant: string | undefined;
  onExpired: (message: string) => void;
}) {
  const { t } = useTranslation("live");
  const queryClient = useQueryClient();
  const reducedMotion = useReducedMotion();
  const code = session.table.code;
  const live = useLiveTable(merchant, code);
  useLiveWatch(merchant ? [code] : [], live.onEvent, live.resync);
  const info = live.query.data?.table ?? session.table;
  const symbol = info.currencySymbol;
  const state = live.state;
  const round = state?.round ?? null;
  const stage = useTableStage(state, live.skew);
  const canBet = takesBets(stage);
  const money = (minor: MinorUnits) => formatAmount(toWireAmount(minor), symbol);

  const spots = useMemo(() => new Map(info.spots.map((spot) => [spot.spot, spot])), [info.spots]);
  const groups = useMemo(
    () =>
      spotLayout(
        info.kind,
        info.spots.map((spot) => spot.spot),
      ),
    [info.kind, info.spots],
  );
  const order = useMemo(() => layoutOrder(groups), [groups]);
  const limits = useMemo(
    () =>
      new Map<string, SpotLimits>(
        info.spots.map((spot) => [spot.spot, { min: toMinorAmount(spot.min), max: toMinorAmount(spot.max) }]),
      ),
    [info.spots],
  );
  const chips = useMemo(() => info.chips.map(toMinorAmount), [info.chips]);
  const [chip, setChip] = useState<MinorUnits | null>(null);
  const chosenChip = chip ?? chips[0] ?? null;
  const spotName = (spot: string) => {
    const text = spotText(info.kind, spot);
    return t(text.key as "spots.baccarat.player", text.values);
  };
  const mins = info.spots.map((spot) => spot.min);
  const maxes = info.spots.map((spot) => spot.max);

  const [balance, setBalance] = useState(() => toMinorAmount(session.balance));
  const [tab, setTab] = useState<InfoTab>("road");

  // A result reaching the page while it watches is dealt step by step (decided while rendering, so it
  // never shows complete for a frame first); one already there when the page opened shows at once.
  const resultRound = round?.result ? round.id : null;
  const [seenResult, setSeenResult] = useState<string | null | undefined>(undefined);
  const [animating, setAnimating] = useState<string | null>(null);
  const [revealedRound, setRevealedRound] = useState<string | null>(null);
  if (state && resultRound !== seenResult) {
    setSeenResult(resultRound);
    if (resultRound) {
      const fresh = seenResult !== undefined && !reducedMotion;
      setAnimating(fresh ? resultRound : null);
      if (!fresh) setRevealedRound(resultRound);
    }
  }
  const revealed = round !== null && revealedRound === round.id;
  const onRevealed = useCallback(() => {
    if (animating) setRevealedRound(animating);
    setAnimating(null);
  }, [animating]);

  const refetchTable = useCallback(() => void live.query.refetch(), [live.query]);
  const onCredit = useCallback((amount: MinorUnits) => setBalance((value) => value + amount), []);
  const recentBets = useQuery(myBetsQuery(1, BETS_PAGE_SIZE)).data?.list;
  const slip = useBetSlip({
    roundId: round?.id ?? null,
    canBet,
    order,
    limits,
    recentBets,
    onPlaced: (answer: BetAnswer) => {
      setBalance(toMinorAmount(answer.balance));
      postToSite({ type: "lotus:balance" });
      toast(t("actions.placed", { amount: formatAmount(answer.total, symbol) }));
      void queryClient.invalidateQueries({ queryKey: liveKeys.betsAll });
    },
    onExpired,
    onRoundMoved: refetchTable,
  });
  // The settlement is watched for once the member has a stake in the round.
  const wins = useRoundWins({
    roundId: round?.id ?? null,
    phase: round?.phase ?? null,
    played: slip.confirmedTotal > 0n,
    recent: recentBets,
    queryClient,
    onCredit,
  });

  const say = (text: TextRef) => t(text.key as "result.sicbo.big", text.values);
  const resultLine = round?.result && revealed ? say(resultText(round.result)) : null;
  const slipError = slip.error
    ? slip.error.kind === "lost"
      ? t("errors.lost")
      : slip.error.kind === "limit"
        ? t(slip.error.problem.kind === "max" ? "errors.max" : "errors.min", {
            spot: spotName(slip.error.problem.spot),
            limit: money(slip.error.problem.limit),
          })
        : slip.error.message
    : null;

  const limitsText =
    mins.length > 0
      ? t("limits", {
          min: formatAmount(Math.min(...mins), symbol),
          max: formatAmount(Math.max(...maxes), symbol),
        })
      : "";
  const kindLabel =
    info.variant === "no_commission"
      ? `${t(`kinds.${info.kind}`)} · ${t("variants.no_commission")}`
      : t(`kinds.${info.kind}`);

  if (!merchant)
    return (
      <main className="play-notice" id="main">
        <p className="alert alert--error" role="alert">
          {t("errors.noMerchant")}
        </p>
      </main>
    );

  return (
    <div className={`live live--${info.kind}${reducedMotion ? " live--still" : ""}`}>
      <TableTop name={info.name} kindLabel={kindLabel} limits={limitsText} balance={money(balance)} />
      <main className="live-main" id="main">
        <div className="live-play">
          {!state ? (
            live.query.isError ? (
              <ErrorState error={live.query.error} onRetry={refetchTable} />
            ) : (
              <Spinner size={32} />
            )
          ) : (
            <>
              <RoundBanner
                stage={stage}
                number={round?.number ?? null}
                closesAt={round?.closesAt ?? 0}
                skew={live.skew}
                bettingSeconds={info.bettingSeconds}
                players={round?.players ?? 0}
                revealed={revealed}
                resultLine={resultLine}
              />
              <div className="live-felt">
                <DealArea
                  kind={info.kind}
                  result={round?.result ?? null}
                  stage={stage}
                  animate={round !== null && animating === round.id}
                  revealed={revealed}
                  stepMs={stepFor(info.bettingSeconds)}
                  roundId={round?.id ?? "none"}
                  onRevealed={onRevealed}
                />
                <MyRoundLine
                  bet={revealed ? wins.current : undefined}
                  voided={stage.kind === "void" && slip.confirmedTotal > 0n}
                  stake={slip.confirmedTotal}
                  money={money}
                />
              </div>
              <BetBoard
                kind={info.kind}
                variant={info.variant}
                groups={groups}
                spots={spots}
                money={{
                  pending: slip.pending,
                  confirmed: slip.confirmed,
                  wins: revealed ? wins.wins : null,
                  totals: round?.totals ?? [],
                }}
                winners={revealed ? winningSpots(round?.result) : null}
                symbol={symbol}
                canBet={canBet && chosenChip !== null && !slip.placing}
                onSpot={(spot) => {
                  if (chosenChip !== null) slip.lay(spot, chosenChip);
                }}
              />
              {slipError && (
                <p className="alert alert--error live-error" role="alert">
                  {slipError}
                </p>
              )}
              <ChipTray
                chips={chips}
                chip={chosenChip}
                onChip={setChip}
                symbol={symbol}
                pendingTotal={slip.pendingTotal}
                confirmedTotal={slip.confirmedTotal}
                canBet={canBet}
                canRepeat={slip.canRepeat}
                canDouble={slip.canDouble}
                placing={slip.placing}
                onUndo={slip.undo}
                onClear={slip.clear}
                onDouble={slip.double}
                onRepeat={slip.repeat}
                onConfirm={slip.confirm}
              />
            </>
          )}
        </div>
        <aside className="live-side">
          <Tabs
            label={t("tabs.label")}
            tabs={[
              { id: "road", label: t("tabs.road") },
              { id: "bets", label: t("tabs.bets") },
              { id: "fair", label: t("tabs.fair") },
            ]}
            active={tab}
            onChange={setTab}
          >
            {tab === "road" ? (
              <RoadPanel
                kind={info.kind}
                recent={state?.recent ?? []}
                cardsLeft={live.query.data?.cardsLeft}
              />
            ) : tab === "bets" ? (
              <LiveMyBets kind={info.kind} symbol={symbol} onExpired={onExpired} />
            ) : (
              <FairPanel
                code={code}
                kind={info.kind}
                commitment={round?.commitment ?? null}
                lastRound={state?.recent.at(-1)?.number}
                onRefresh={refetchTable}
              />
            )}
          </Tabs>
        </aside>
      </main>
      <Toaster />
    </div>
  );
}
