import { AGENT_ACCOUNT_TYPES } from "@lotus/contracts";
import { describe, expect, it } from "vitest";
import {
  AGENT_PAGE_KEYS,
  type AgentMenuContext,
  agentPagePath,
  currentEntry,
  DEFAULT_AGENT_PAGE,
  type MenuEntry,
  visibleEntries,
} from "./menu";

const OWN: MenuEntry[] = AGENT_PAGE_KEYS.map((key) => ({ key }));
// The contracts feature's pages join the list with rules on the home-state flags (SPEC §3).
const DIVIDEND: MenuEntry = { key: "dividendRecord", visible: ({ flags }) => flags.divtypeinfo === true };
const WAGES: MenuEntry = { key: "dailyWages", visible: ({ flags }) => flags.dailysalinfotype === true };
const ALL = [...OWN, DIVIDEND, WAGES];

const agent = (flags: AgentMenuContext["flags"] = {}): AgentMenuContext => ({ accountType: 1, flags });

describe("agent centre menu", () => {
  it("shows every own page, in order, to each agent account type of SPEC §6", () => {
    for (const accountType of AGENT_ACCOUNT_TYPES) {
      expect(visibleEntries(OWN, { accountType, flags: {} }).map((entry) => entry.key)).toEqual([
        ...AGENT_PAGE_KEYS,
      ]);
    }
  });

  it("shows nothing to members, trial and credit accounts, whatever the flags say", () => {
    const flags = { divtypeinfo: true, dailysalinfotype: true };
    for (const accountType of [0, 4, 6, 3, 40]) {
      expect(visibleEntries(ALL, { accountType, flags })).toEqual([]);
    }
  });

  it("adds a flagged page only while its home-state flag is on", () => {
    const keys = (context: AgentMenuContext) => visibleEntries(ALL, context).map((entry) => entry.key);
    expect(keys(agent())).not.toContain("dividendRecord");
    expect(keys(agent({ divtypeinfo: true }))).toEqual([...AGENT_PAGE_KEYS, "dividendRecord"]);
    expect(keys(agent({ divtypeinfo: true, dailysalinfotype: true }))).toEqual([
      ...AGENT_PAGE_KEYS,
      "dividendRecord",
      "dailyWages",
    ]);
    expect(keys(agent({ divtypeinfo: false, dailysalinfotype: true }))).toEqual([
      ...AGENT_PAGE_KEYS,
      "dailyWages",
    ]);
  });

  it("opens the requested page when visible, else the team overview", () => {
    const visible = visibleEntries(ALL, agent({ divtypeinfo: true }));
    expect(currentEntry(visible, "registerCenter")?.key).toBe("registerCenter");
    expect(currentEntry(visible, "dividendRecord")?.key).toBe("dividendRecord");
    expect(currentEntry(visible, undefined)?.key).toBe(DEFAULT_AGENT_PAGE);
    // A bookmarked flagged page whose flag went off, or a key that is no page, falls back too.
    expect(currentEntry(visibleEntries(ALL, agent()), "dividendRecord")?.key).toBe("agentTeamOverview");
    expect(currentEntry(visible, "securityCenter")?.key).toBe("agentTeamOverview");
    expect(currentEntry([], "agentTeamOverview")).toBeUndefined();
  });

  it("puts the page key in the path so a page can be bookmarked, with its filters", () => {
    expect(agentPagePath("registerCenter")).toBe("/agentCentre/registerCenter");
    expect(agentPagePath("personalHistoryCopy", { account: "agent 01" })).toBe(
      "/agentCentre/personalHistoryCopy?account=agent+01",
    );
  });
});
