import type { AgentTreeNode, MemberDetailView, Permission } from "@lotus/contracts";
import { QueryClient } from "@tanstack/react-query";
import { Route, Routes } from "react-router";
import { describe, expect, it } from "vitest";
import agents from "../../../locales/en/agents.json";
import members from "../../../locales/en/members.json";
import { BRAND, consoleFor, englishI18n, firstPaint } from "../../../test/console-fixture";
import { memberQuery } from "../../members/api/members-api";
import MemberProfilePage from "../../members/components/MemberProfilePage";
import { agentsQuery, agentTreeQuery } from "../api/agents-api";
import AgentsPage from "./AgentsPage";
import AgentTreePage from "./AgentTreePage";

/**
 * The agent screens as an operator first sees them (server-rendered from cached answers): who
 * gets which buttons. A support operator reads the tree; only `agents.manage` may change it.
 */

const VIEW: Permission[] = ["agents.view", "members.view"];
const MANAGE: Permission[] = [...VIEW, "agents.manage"];

const i18n = englishI18n({ agents, members });

const node = (account: string, fields: Partial<AgentTreeNode> = {}): AgentTreeNode => ({
  id: `00000000-0000-4000-8000-${account.padStart(12, "0")}`,
  account,
  nickname: null,
  accountType: 0,
  isAgent: false,
  status: "active",
  childCount: 0,
  teamSize: 0,
  createdAt: 1_700_000_000_000,
  ...fields,
});
const agent01 = node("agent01", { isAgent: true, accountType: 1, childCount: 2, teamSize: 5 });
const agent02 = node("agent02", { isAgent: true, accountType: 42 });
const player01 = node("player01");
const sub01 = node("sub01", { isAgent: true, accountType: 2, childCount: 1, teamSize: 1 });

/** The screen's text and markup at an address, with the given answers already cached. */
function render(permissions: Permission[], address: string, cache: (client: QueryClient) => void): string {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  cache(client);
  // The console of an owner, who holds every brand.
  const signedIn = consoleFor(permissions, {
    username: "owner",
    displayName: "Owner",
    role: "owner",
    allBrands: true,
  });
  return firstPaint(
    <Routes>
      <Route path="/agents" element={<AgentsPage />} />
      <Route path="/agents/tree/:memberId" element={<AgentTreePage />} />
      <Route path="/members/:memberId" element={<MemberProfilePage />} />
    </Routes>,
    { i18n, client, signedIn, url: address },
  );
}

const cacheList = (client: QueryClient) =>
  client.setQueryData(agentsQuery(BRAND.id, { q: "", page: 1, pageSize: 20 }).queryKey, {
    list: [
      { ...agent01, upline: null, lastLoginAt: null },
      { ...agent02, upline: { id: agent01.id, account: "agent01" }, lastLoginAt: null },
    ],
    total: 2,
    page: 1,
    pageSize: 20,
  });

const cacheTree = (client: QueryClient) =>
  client.setQueryData(agentTreeQuery(BRAND.id, agent01.id, 1, 20).queryKey, {
    node: agent01,
    chain: [],
    children: { list: [agent02, sub01, player01], total: 3, page: 1, pageSize: 20 },
  });

const buttonNamed = (html: string, name: string) => html.includes(`aria-label="${name}"`);

describe("the agents list", () => {
  it("lists agents with their type, upline and team, and a tree button for everyone with agents.view", () => {
    const html = render(VIEW, "/agents", cacheList);
    expect(html).toContain(agents.types.t1);
    expect(html).toContain(agents.types.t42);
    expect(html).toContain(`href="/agents/tree/${agent01.id}"`);
    expect(buttonNamed(html, "View the agent tree of agent01")).toBe(true);
    expect(buttonNamed(html, "Move agent02 to another upline")).toBe(false);
    expect(buttonNamed(html, "Demote agent02 to member")).toBe(false);
  });

  it("adds only the move with agents.manage: promotion and demotion are decided on the tree", () => {
    const html = render(MANAGE, "/agents", cacheList);
    expect(buttonNamed(html, "Move agent01 to another upline")).toBe(true);
    expect(buttonNamed(html, "Move agent02 to another upline")).toBe(true);
    expect(buttonNamed(html, "Change the agent type of agent02")).toBe(false);
    expect(buttonNamed(html, "Demote agent02 to member")).toBe(false);
  });
});

describe("the agent tree", () => {
  it("marks the member and lists its downlines read-only with agents.view", () => {
    const html = render(VIEW, `/agents/tree/${agent01.id}`, cacheTree);
    expect(html).toContain("Agent tree of agent01");
    expect(html).toContain(agents.tree.self);
    // Only a downline with downlines of its own opens.
    expect(buttonNamed(html, "Show the downlines of sub01")).toBe(true);
    expect(buttonNamed(html, "Show the downlines of player01")).toBe(false);
    expect(buttonNamed(html, "Promote player01 to agent")).toBe(false);
    expect(buttonNamed(html, "Move player01 to another upline")).toBe(false);
    // The member's own row leads nowhere new; its downlines lead to their trees.
    expect(buttonNamed(html, "View the agent tree of agent01")).toBe(false);
    expect(buttonNamed(html, "View the agent tree of player01")).toBe(true);
  });

  it("offers promotion to a plain member and a type change to an agent with agents.manage", () => {
    const html = render(MANAGE, `/agents/tree/${agent01.id}`, cacheTree);
    expect(buttonNamed(html, "Promote player01 to agent")).toBe(true);
    expect(buttonNamed(html, "Change the agent type of player01")).toBe(false);
    expect(buttonNamed(html, "Change the agent type of agent02")).toBe(true);
    expect(buttonNamed(html, "Move agent01 to another upline")).toBe(true);
  });

  it("shows demotion refused, with the reason, while an agent still has downlines", () => {
    const html = render(MANAGE, `/agents/tree/${agent01.id}`, cacheTree);
    const button = (name: string) =>
      html.match(new RegExp(`<button[^>]*aria-label="${name}"[^>]*>`))?.[0] ?? "";
    const blocked = button("Demote agent01 to member");
    expect(blocked).toContain("disabled");
    expect(blocked).toContain(agents.actions.hasDownlines);
    const allowed = button("Demote agent02 to member");
    expect(allowed).not.toBe("");
    expect(allowed).not.toContain("disabled");
  });
});

describe("the member screen", () => {
  const detail: MemberDetailView = {
    ...player01,
    mobile: null,
    email: null,
    registerIp: null,
    lastLoginAt: null,
    payeeName: null,
    upline: { id: agent01.id, account: "agent01" },
    clubLabel: null,
    memberLabels: [],
    language: null,
    mustChangePassword: false,
    registerUrl: null,
    registerMethod: null,
    profile: {},
    unmasked: true,
  };
  const cacheMember = (client: QueryClient) =>
    client.setQueryData(memberQuery(BRAND.id, player01.id).queryKey, detail);

  it("links to the member's agent tree only for operators with agents.view", () => {
    const link = `href="/agents/tree/${player01.id}"`;
    expect(render(["members.view", "agents.view"], `/members/${player01.id}`, cacheMember)).toContain(link);
    expect(render(["members.view"], `/members/${player01.id}`, cacheMember)).not.toContain(link);
  });
});
