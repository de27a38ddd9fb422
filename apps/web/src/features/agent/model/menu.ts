import { isAgentType } from "@lotus/contracts";
import { AGENT_CENTRE_PATH } from "../../../lib/member-pages";

/**
 * The agent centre's side menu as data (SPEC §2 agent pages): each entry is a page key (also its
 * URL segment), and may carry a rule that hides it (the contract pages are shown by the home-state
 * flags of GET /wps/member/info/funds/consolidated). Pure, so the rules are unit-tested.
 */

/** SPEC §2 page keys of the agent centre's own pages, in menu order. */
export const AGENT_PAGE_KEYS = [
  "agentAnnouncement",
  "agentTeamOverview",
  "registerCenter",
  "downlineManagmentView",
  "personalHistoryCopy",
  "palStatementsAgentCopy",
  "agentRevenueReport",
  "agentDownlineTransactionDetailsCopy",
] as const;
export type AgentPageKey = (typeof AGENT_PAGE_KEYS)[number];

/** The page the centre opens on (SPEC §2: agentTeamOverview is the default). */
export const DEFAULT_AGENT_PAGE: AgentPageKey = "agentTeamOverview";

/** What a visibility rule may read: the member's account type and the home-state flags. */
export interface AgentMenuContext {
  accountType: number;
  /** GET /wps/member/info/funds/consolidated's value; empty until it has loaded. */
  flags: Readonly<Record<string, unknown>>;
}

export interface MenuEntry {
  key: string;
  visible?: (context: AgentMenuContext) => boolean;
}

/** The entries a member sees: none for a non-agent (member, trial, credit; SPEC §6), else those whose rule passes. */
export function visibleEntries<E extends MenuEntry>(entries: readonly E[], context: AgentMenuContext): E[] {
  if (!isAgentType(context.accountType)) return [];
  return entries.filter((entry) => entry.visible?.(context) ?? true);
}

/** The page to show for a URL segment: a visible page, else the default, else the first visible one. */
export function currentEntry<E extends MenuEntry>(
  visible: readonly E[],
  requested: string | undefined,
): E | undefined {
  return (
    visible.find((entry) => entry.key === requested) ??
    visible.find((entry) => entry.key === DEFAULT_AGENT_PAGE) ??
    visible[0]
  );
}

export { AGENT_CENTRE_PATH };

/** A page's URL: the centre's path with the page key as the last segment (so a page can be bookmarked). */
export function agentPagePath(key: string, query?: Record<string, string>): string {
  const search = query ? new URLSearchParams(query).toString() : "";
  return `${AGENT_CENTRE_PATH}/${key}${search ? `?${search}` : ""}`;
}
