import { describe, expect, it } from "vitest";
import { BANKER_WIN, liveEvent, tableState } from "./live.fixture";
import { adoptAnswer, applyEvent, spotTotal } from "./table-state";

describe("a table moved on by socket messages", () => {
  it("follows the round's phase, totals and players", () => {
    const totals = [{ spot: "banker", amount: 500, bets: 2 }];
    const { state, refetch } = applyEvent(tableState(), liveEvent({ totals, players: 7 }));
    expect(refetch).toBe(false);
    expect(state.round?.totals).toEqual(totals);
    expect(state.round?.players).toBe(7);
    // A message without totals keeps the last ones.
    const closed = applyEvent(state, liveEvent({ phase: "dealing" })).state;
    expect(closed.round?.phase).toBe("dealing");
    expect(closed.round?.totals).toEqual(totals);
    expect(closed.round?.commitment?.shoeNumber).toBe(2);
  });

  it("adds a result to the road once it is shown, once", () => {
    const dealt = applyEvent(tableState(), liveEvent({ phase: "dealing", result: BANKER_WIN })).state;
    expect(dealt.recent).toEqual([]);
    const shown = applyEvent(dealt, liveEvent({ phase: "result", result: BANKER_WIN })).state;
    const settled = applyEvent(shown, liveEvent({ phase: "settled", result: BANKER_WIN })).state;
    expect(settled.recent).toEqual([{ number: 10, result: BANKER_WIN }]);
  });

  it("keeps only the road's last results", () => {
    const full = tableState({
      recent: [
        { number: 8, result: BANKER_WIN },
        { number: 9, result: BANKER_WIN },
      ],
    });
    const { state } = applyEvent(full, liveEvent({ phase: "result", result: BANKER_WIN }), 2);
    expect(state.recent.map((item) => item.number)).toEqual([9, 10]);
  });

  it("moves to the next round without asking again, its commitment unknown", () => {
    const shown = applyEvent(tableState(), liveEvent({ phase: "result", result: BANKER_WIN })).state;
    const { state, refetch } = applyEvent(
      shown,
      liveEvent({ roundId: "round-11", number: 11, closesAt: 40_000 }),
    );
    expect(refetch).toBe(false);
    expect(state.round).toMatchObject({
      id: "round-11",
      number: 11,
      phase: "betting",
      totals: [],
      players: 0,
    });
    expect(state.round?.commitment).toBeNull();
    expect(state.recent).toHaveLength(1);
  });

  it("asks again when a round was skipped or its result never came", () => {
    expect(applyEvent(tableState(), liveEvent({ roundId: "round-12", number: 12 })).refetch).toBe(true);
    expect(applyEvent(tableState(), liveEvent({ roundId: "round-11", number: 11 })).refetch).toBe(true);
    expect(applyEvent(tableState({ round: null }), liveEvent()).refetch).toBe(true);
    const voided = applyEvent(tableState(), liveEvent({ phase: "void" })).state;
    expect(applyEvent(voided, liveEvent({ roundId: "round-11", number: 11 })).refetch).toBe(false);
  });

  it("ignores late messages of older rounds and other tables, but follows the status", () => {
    const state = tableState();
    expect(applyEvent(state, liveEvent({ roundId: "round-9", number: 9 })).state.round).toBe(state.round);
    expect(applyEvent(state, liveEvent({ table: "live-sicbo" })).state).toBe(state);
    expect(
      applyEvent(state, liveEvent({ roundId: "round-9", number: 9, status: "paused" })).state.status,
    ).toBe("paused");
  });

  it("reads a spot's totals", () => {
    expect(spotTotal([{ spot: "tie", amount: 5, bets: 1 }], "tie").amount).toBe(5);
    expect(spotTotal([], "tie")).toEqual({ spot: "tie", amount: 0, bets: 0 });
  });
});

describe("a fresh table answer over the socket's state", () => {
  it("wins when it is as new as what is shown", () => {
    const fresh = tableState({ status: "paused" });
    expect(adoptAnswer(tableState(), fresh)).toBe(fresh);
    expect(adoptAnswer(null, fresh)).toBe(fresh);
  });

  it("never takes the round back to an older round or an earlier phase", () => {
    const shown = applyEvent(tableState(), liveEvent({ roundId: "round-11", number: 11 })).state;
    expect(adoptAnswer(shown, tableState()).round?.id).toBe("round-11");
    const dealt = applyEvent(tableState(), liveEvent({ phase: "result", result: BANKER_WIN })).state;
    const answer = tableState();
    const adopted = adoptAnswer(dealt, answer);
    expect(adopted.round?.phase).toBe("result");
    expect(adopted.round?.commitment).toEqual(answer.round?.commitment);
    expect(adopted.recent.map((item) => item.number)).toEqual([10]);
  });
});
