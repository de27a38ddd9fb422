import type { LiveRoundPhase } from "@lotus/contracts";
import { describe, expect, it } from "vitest";
import { BANKER_WIN, liveEvent } from "./live.fixture";
import { applyLobbyEvent, type LobbyTable, lobbyStage } from "./lobby";

const table = (overrides: Partial<LobbyTable> = {}): LobbyTable => ({
  code: "live-baccarat-1",
  status: "open",
  round: { id: "round-10", number: 10, phase: "betting", closesAt: 15_000 },
  players: 4,
  recent: [],
  ...overrides,
});

describe("a lobby card moved on by socket messages", () => {
  it("follows the phase, countdown and players of the round", () => {
    const { table: next, refetch } = applyLobbyEvent(
      table(),
      liveEvent({ phase: "dealing", closesAt: 15_000 }),
    );
    expect(refetch).toBe(false);
    expect(next.round?.phase).toBe("dealing");
    expect(next.players).toBe(4);
    expect(applyLobbyEvent(table(), liveEvent({ players: 9 })).table.players).toBe(9);
  });

  it("adds a shown result to the last results once, keeping the newest", () => {
    const event = liveEvent({ phase: "result", result: BANKER_WIN });
    const once = applyLobbyEvent(table(), event).table;
    expect(applyLobbyEvent(once, event).table.recent).toHaveLength(1);
    const full = table({ recent: [{ number: 9, result: BANKER_WIN }] });
    expect(applyLobbyEvent(full, event, 1).table.recent.map((item) => item.number)).toEqual([10]);
  });

  it("starts the next round with no players yet, and asks again after a gap", () => {
    const next = applyLobbyEvent(table(), liveEvent({ roundId: "round-11", number: 11 }));
    expect(next.table.round?.number).toBe(11);
    expect(next.table.players).toBe(0);
    expect(next.refetch).toBe(false);
    expect(applyLobbyEvent(table(), liveEvent({ roundId: "round-13", number: 13 })).refetch).toBe(true);
    expect(applyLobbyEvent(table({ round: null }), liveEvent()).refetch).toBe(true);
  });

  it("ignores older rounds and other tables but follows the status", () => {
    const shown = table();
    expect(applyLobbyEvent(shown, liveEvent({ table: "live-sicbo" })).table).toBe(shown);
    const late = applyLobbyEvent(shown, liveEvent({ roundId: "round-9", number: 9, status: "paused" })).table;
    expect(late.round?.number).toBe(10);
    expect(late.status).toBe("paused");
  });
});

describe("a lobby card's stage", () => {
  const at = (phase: LiveRoundPhase) => table({ round: { id: "r", number: 1, phase, closesAt: 10_000 } });

  it("counts down, then follows the round's phase without waiting for a result", () => {
    expect(lobbyStage(at("betting"), 4000)).toEqual({ kind: "betting", remaining: 6000 });
    expect(lobbyStage(at("betting"), 10_000).kind).toBe("noMoreBets");
    expect(lobbyStage(at("dealing"), 11_000).kind).toBe("dealing");
    expect(lobbyStage(at("result"), 11_000).kind).toBe("result");
    expect(lobbyStage(at("settled"), 11_000).kind).toBe("result");
    expect(lobbyStage(at("void"), 11_000).kind).toBe("void");
  });

  it("knows paused and closed tables", () => {
    expect(lobbyStage({ ...at("settled"), status: "paused" }, 0).kind).toBe("paused");
    expect(lobbyStage({ ...at("betting"), status: "closed" }, 0).kind).toBe("closed");
    expect(lobbyStage(table({ round: null }), 0).kind).toBe("waiting");
  });
});
