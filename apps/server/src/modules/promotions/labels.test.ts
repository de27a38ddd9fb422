import { describe, expect, it } from "vitest";
import { type ParticipationFacts, participationLabel, phaseOf } from "./labels";

const base: ParticipationFacts = {
  phase: "live",
  type: "first_deposit",
  joinMode: "auto",
  event: null,
  blocked: false,
  participation: null,
  zaloBound: false,
  checkedInToday: false,
  latest: null,
};
const label = (facts: Partial<ParticipationFacts>) => participationLabel({ ...base, ...facts });

describe("phase", () => {
  const at = (iso: string) => new Date(iso);
  const now = at("2026-05-10T00:00:00Z").getTime();
  it("draft, coming, live and closed by status and dates", () => {
    expect(phaseOf({ status: "draft", startsAt: at("2026-01-01"), endsAt: null }, now)).toBe("draft");
    expect(phaseOf({ status: "published", startsAt: at("2026-06-01"), endsAt: null }, now)).toBe("coming");
    expect(phaseOf({ status: "published", startsAt: at("2026-01-01"), endsAt: null }, now)).toBe("live");
    expect(phaseOf({ status: "published", startsAt: at("2026-01-01"), endsAt: at("2026-05-10") }, now)).toBe(
      "closed",
    );
    expect(phaseOf({ status: "ended", startsAt: at("2026-01-01"), endsAt: null }, now)).toBe("closed");
  });
});

describe("SPEC §4 labels", () => {
  it("coming soon before the start, close after the end or when the member may not take part", () => {
    expect(label({ phase: "coming" })).toEqual({ label: "coming_soon", action: "none" });
    expect(label({ phase: "closed" })).toEqual({ label: "close", action: "none" });
    expect(label({ blocked: true })).toEqual({ label: "close", action: "none" });
  });

  it("join: opt in, or apply through the form", () => {
    expect(label({ joinMode: "claim" })).toEqual({ label: "join", action: "join" });
    expect(label({ joinMode: "apply" })).toEqual({ label: "join", action: "apply" });
  });

  it("applying and rejected follow the review", () => {
    expect(label({ joinMode: "apply", participation: "applying" })).toEqual({
      label: "applying",
      action: "none",
    });
    expect(label({ joinMode: "apply", participation: "rejected" })).toEqual({
      label: "rejected",
      action: "none",
    });
  });

  it("joined while waiting for the event that pays; auto promotions count every eligible member", () => {
    expect(label({})).toEqual({ label: "joined", action: "none" });
    expect(label({ joinMode: "claim", participation: "joined" })).toEqual({
      label: "joined",
      action: "none",
    });
  });

  it("claim, process, issued and claimed follow the latest reward", () => {
    expect(label({ latest: { status: "waiting", claimed: true } })).toEqual({
      label: "claim",
      action: "claim",
    });
    expect(label({ latest: { status: "approval", claimed: false } })).toEqual({
      label: "process",
      action: "none",
    });
    expect(label({ latest: { status: "paying", claimed: false } })).toEqual({
      label: "process",
      action: "none",
    });
    expect(label({ latest: { status: "paid", claimed: false } })).toEqual({
      label: "issued",
      action: "none",
    });
    expect(label({ latest: { status: "paid", claimed: true } })).toEqual({
      label: "claimed",
      action: "none",
    });
    // A reward already given can still be claimed after the end.
    expect(label({ phase: "closed", latest: { status: "waiting", claimed: true } }).label).toBe("claim");
    expect(label({ phase: "closed", latest: { status: "paid", claimed: false } }).label).toBe("issued");
  });

  it("check-in: check in once a day, then signed", () => {
    expect(label({ type: "checkin" })).toEqual({ label: "join", action: "checkin" });
    expect(label({ type: "checkin", checkedInToday: true })).toEqual({ label: "signed", action: "none" });
  });

  it("Zalo: bind first, then joined until paid; raffle links to its raffle", () => {
    expect(label({ type: "event_bonus", event: "zalo" })).toEqual({ label: "join", action: "bind_zalo" });
    expect(label({ type: "event_bonus", event: "zalo", zaloBound: true })).toEqual({
      label: "joined",
      action: "none",
    });
    expect(label({ type: "raffle" })).toEqual({ label: "join", action: "raffle" });
  });
});
