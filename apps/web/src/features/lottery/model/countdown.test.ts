import { describe, expect, it } from "vitest";
import {
  awaitedPeriod,
  clockSkew,
  crossedMark,
  type DrawTimes,
  drawPhase,
  formatCountdown,
  localTime,
  nextRefetchIn,
  RESULT_POLL_MS,
  serverTime,
} from "./countdown";

/** Three 1-minute periods with a 10-second cut-off, the first drawing at t = 60 s. */
const draw = (index: number): DrawTimes => ({
  period: `20250101-000${index}`,
  status: "open",
  openAt: (index - 1) * 60_000,
  closeAt: index * 60_000 - 10_000,
  drawAt: index * 60_000,
});

describe("clock skew", () => {
  it("takes the middle of the request as the server's reading", () => {
    // The page sent at 1,000 and heard back at 1,400; the server read 61,200 at about 1,200.
    expect(clockSkew(61_200, 1000, 1400)).toBe(60_000);
    expect(clockSkew(500, 1000, 1000)).toBe(-500);
  });

  it("converts between the page's clock and the server's", () => {
    expect(serverTime(2000, 60_000)).toBe(62_000);
    expect(localTime(62_000, 60_000)).toBe(2000);
    expect(localTime(serverTime(1234, -777), -777)).toBe(1234);
  });

  it("counts down on the server's clock even when the page's is wrong", () => {
    // The phone runs 30 s behind the server: its 20 s is the server's 50 s, 10 s before the close.
    const skew = clockSkew(30_000, 0, 0);
    const phase = drawPhase({ open: draw(1), upcoming: [draw(2)] }, serverTime(20_000, skew));
    expect(phase).toMatchObject({ kind: "closed", drawsIn: 10_000 });
    const early = drawPhase({ open: draw(1), upcoming: [draw(2)] }, serverTime(5000, skew));
    expect(early).toMatchObject({ kind: "open", closesIn: 15_000, drawsIn: 25_000 });
  });
});

describe("draw phase", () => {
  const board = { open: draw(1), upcoming: [draw(2), draw(3)] };

  it("is open until the close, then closed until the draw", () => {
    expect(drawPhase(board, 0)).toMatchObject({ kind: "open", closesIn: 50_000, drawsIn: 60_000 });
    expect(drawPhase(board, 49_999)).toMatchObject({ kind: "open", closesIn: 1 });
    expect(drawPhase(board, 50_000)).toMatchObject({ kind: "closed", drawsIn: 10_000 });
    expect(drawPhase(board, 59_999)).toMatchObject({ kind: "closed", drawsIn: 1 });
  });

  it("moves on to the next period at the draw time", () => {
    const phase = drawPhase(board, 60_000);
    expect(phase.kind).toBe("open");
    if (phase.kind === "open") expect(phase.draw.period).toBe("20250101-0002");
  });

  it("shows the closed period the board lists when none is open", () => {
    const closedBoard = { open: null, upcoming: [draw(1), draw(2)] };
    expect(drawPhase(closedBoard, 55_000)).toMatchObject({
      kind: "closed",
      draw: { period: "20250101-0001" },
    });
  });

  it("waits for a period that has not opened yet, skips void ones", () => {
    const gap = { open: null, upcoming: [{ ...draw(2), openAt: 70_000 }] };
    expect(drawPhase(gap, 65_000)).toMatchObject({ kind: "upcoming", opensIn: 5000 });
    const voided = { open: null, upcoming: [{ ...draw(1), status: "void" }, draw(2)] };
    expect(drawPhase(voided, 30_000)).toMatchObject({ kind: "upcoming", draw: { period: "20250101-0002" } });
  });

  it("waits once every known draw time has passed, and knows when nothing is scheduled", () => {
    expect(drawPhase(board, 180_000)).toMatchObject({ kind: "waiting", draw: { period: "20250101-0003" } });
    expect(drawPhase({ open: null, upcoming: [] }, 0)).toEqual({ kind: "none" });
  });

  it("knows which period's result is due", () => {
    expect(awaitedPeriod(board, 59_999)).toBeUndefined();
    expect(awaitedPeriod(board, 60_000)).toBe("20250101-0001");
    expect(awaitedPeriod(board, 125_000)).toBe("20250101-0002");
    expect(awaitedPeriod({ open: null, upcoming: [{ ...draw(1), status: "void" }] }, 70_000)).toBeUndefined();
  });

  it("asks for the board again a second after the draw time", () => {
    expect(nextRefetchIn(board, 0)).toBe(61_000);
    expect(nextRefetchIn(board, 55_000)).toBe(6000);
    expect(nextRefetchIn(board, 200_000)).toBe(RESULT_POLL_MS);
    expect(nextRefetchIn({ open: null, upcoming: [] }, 0)).toBeNull();
  });
});

describe("countdown text and announcements", () => {
  it("formats whole seconds, rounding up", () => {
    expect(formatCountdown(0)).toBe("00:00");
    expect(formatCountdown(1)).toBe("00:01");
    expect(formatCountdown(59_001)).toBe("01:00");
    expect(formatCountdown(125_000)).toBe("02:05");
    expect(formatCountdown(3_725_000)).toBe("1:02:05");
    expect(formatCountdown(-5000)).toBe("00:00");
  });

  it("announces only when a mark is crossed", () => {
    expect(crossedMark(61_000, 60_000)).toBe(60);
    expect(crossedMark(60_000, 59_000)).toBeNull();
    expect(crossedMark(31_000, 29_000)).toBe(30);
    expect(crossedMark(10_500, 9500)).toBe(10);
    expect(crossedMark(9000, 8000)).toBeNull();
    expect(crossedMark(45_000, 44_000)).toBeNull();
  });
});
