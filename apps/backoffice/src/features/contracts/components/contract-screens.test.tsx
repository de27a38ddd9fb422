import type {
  ContractPolicyView,
  ContractView,
  SettlementAdminView,
  SettlementRunView,
} from "@lotus/contracts";
import ui from "@lotus/ui/locales/en/ui.json";
import uiPrimitives from "@lotus/ui/locales/en/ui-primitives.json";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createInstance } from "i18next";
import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { MemoryRouter, Route, Routes } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { allowedRoutes, menuRoutes } from "../../../app/route-access";
import { ROUTES } from "../../../app/routes";
import { ConsoleContext, type ConsoleState } from "../../../lib/console-context";
import common from "../../../locales/en/common.json";
import contracts from "../../../locales/en/contracts.json";
import games from "../../../locales/en/games.json";
import {
  contractQuery,
  contractsQuery,
  policiesQuery,
  settlementRunsQuery,
  settlementsQuery,
} from "../api/contracts-api";
import ContractDetailPage from "./ContractDetailPage";
import ContractPoliciesPage from "./ContractPoliciesPage";
import ContractsPage from "./ContractsPage";
import SettlementRunsPage from "./SettlementRunsPage";
import SettlementsPage from "./SettlementsPage";

const BRAND = "6d1f4c2a-3b5e-4f70-8a91-0c2d3e4f5a6b";
const CONTRACT = "0b6a7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d";
const FIRST_PAGE = { page: 1, pageSize: 20 };

const i18n = createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: "en",
    resources: { en: { ui, uiPrimitives, common, contracts, games } },
    defaultNS: "common",
  });
});

const version = {
  version: 2,
  rows: [{ minTurnover: 10_000_000, minActiveMembers: 3, rateBp: 30 }],
  period: "D" as const,
  carryNegative: false,
  capped: false,
  effectiveFrom: 1_764_000_000_000,
  createdAt: 1_763_900_000_000,
};
const capped = {
  ...version,
  version: 3,
  capped: true,
  rows: [{ minTurnover: 10_000_000, minActiveMembers: 3, rateBp: 20 }],
};
const contract: ContractView = {
  id: CONTRACT,
  type: "daily_salary",
  status: "active",
  agentId: "a9c8b7d6-e5f4-4a3b-9c2d-1e0f9a8b7c6d",
  agentAccount: "agent01",
  uplineId: null,
  uplineAccount: null,
  current: version,
  versions: [capped, version],
  terminationBy: null,
  createdAt: 1_763_900_000_000,
  signedAt: 1_763_950_000_000,
  endsAt: null,
};
const policy: ContractPolicyView = {
  type: "dividend",
  enabled: true,
  maxRateBp: 4000,
  stepBp: 50,
  activeMemberTurnover: 1000,
  periods: ["W", "M"],
  carryNegativeDefault: true,
  approvalThreshold: null,
  updatedAt: null,
};
const settlement: SettlementAdminView = {
  id: "1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f",
  contractId: CONTRACT,
  type: "daily_salary",
  kind: "settlement",
  periodStart: 1_764_000_000_000,
  periodEnd: 1_764_086_400_000,
  version: 2,
  teamTurnover: 60_000_000,
  teamWins: 52_000_000,
  teamNetLoss: 8_000_000,
  activeMembers: 7,
  base: 60_000_000,
  carryIn: 0,
  rateBp: 50,
  gross: 300_000,
  childrenGross: 0,
  amount: 300_000,
  status: "pending_approval",
  createdAt: 1_764_086_500_000,
  paidAt: null,
  agentId: contract.agentId,
  agentAccount: "agent01",
  runId: null,
  decidedBy: null,
  decisionReason: null,
};
const run: SettlementRunView = {
  id: "7e8f9a0b-1c2d-4e3f-8a5b-6c7d8e9f0a1b",
  type: "daily_salary",
  periodStart: 1_764_000_000_000,
  periodEnd: 1_764_086_400_000,
  status: "done",
  attempt: 1,
  startedAt: 1_764_086_450_000,
  finishedAt: 1_764_086_460_000,
  settlements: 1,
  teamTurnover: 60_000_000,
  teamNetLoss: 8_000_000,
  totalAmount: 300_000,
  paidAmount: 0,
  pendingApprovalAmount: 300_000,
  corrections: 0,
  correctionAmount: 0,
};

/** The screen's first paint as text, for an operator holding `permissions`, with the lists loaded. */
function shown(Screen: ComponentType, permissions: string[]): string {
  const queryClient = new QueryClient();
  const page = <Row,>(list: Row[]) => ({ list, total: list.length, ...FIRST_PAGE });
  queryClient.setQueryData(contractsQuery(BRAND, FIRST_PAGE).queryKey, page([contract]));
  queryClient.setQueryData(settlementsQuery(BRAND, FIRST_PAGE).queryKey, {
    ...page([settlement]),
    totalAmount: settlement.amount,
  });
  queryClient.setQueryData(settlementRunsQuery(BRAND, FIRST_PAGE).queryKey, page([run]));
  queryClient.setQueryData(contractQuery(BRAND, CONTRACT).queryKey, contract);
  queryClient.setQueryData(policiesQuery(BRAND).queryKey, { list: [policy] });
  const brand = { id: BRAND, merchantCode: "LOTUS", name: "Lotus", currencyCode: "VND", currencySymbol: "₫" };
  const state: ConsoleState = {
    me: {
      operator: {
        id: "op-1",
        username: "ops",
        displayName: "Ops",
        role: "admin",
        status: "active",
        brandIds: [BRAND],
        allBrands: false,
        totpEnrolled: true,
        allowedIps: [],
        lastLoginAt: null,
        createdAt: 0,
      },
      permissions,
      brands: [brand],
      mustEnrolTotp: false,
      mustChangePassword: false,
    },
    permissions: new Set(permissions),
    brands: [brand],
    brand,
    chooseBrand: () => undefined,
  };
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <ConsoleContext.Provider value={state}>
          <MemoryRouter initialEntries={[`/contracts/${CONTRACT}`]}>
            <Routes>
              <Route path="/contracts/:contractId" element={<Screen />} />
            </Routes>
          </MemoryRouter>
        </ConsoleContext.Provider>
      </QueryClientProvider>
    </I18nextProvider>,
  )
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");
}

describe("contract screens by permission", () => {
  it("open every contract screen with contracts.view, and list them in the menu", () => {
    const paths = [
      "contracts",
      "contracts/:contractId",
      "contract-runs",
      "contract-settlements",
      "contract-policies",
    ];
    expect(allowedRoutes(ROUTES, ["contracts.view"]).map((route) => route.path)).toEqual([
      ...paths,
      "permissions",
      "kit",
    ]);
    expect(menuRoutes(ROUTES, ["contracts.view"]).map((route) => route.path)).not.toContain(
      "contracts/:contractId",
    );
    // Managing and approving are actions on those screens, not screens of their own.
    expect(
      allowedRoutes(ROUTES, ["contracts.manage", "contracts.approve"]).map((route) => route.path),
    ).toEqual(["permissions", "kit"]);
  });

  it("offer Assign contract only to operators who manage contracts", () => {
    const reader = shown(ContractsPage, ["contracts.view"]);
    expect(reader).toContain("agent01");
    expect(reader).toContain("Version 2 · 1 row · up to 0.30%");
    expect(reader).not.toContain(contracts.assign.open);
    expect(shown(ContractsPage, ["contracts.view", "contracts.manage"])).toContain(contracts.assign.open);
  });

  it("show approve and reject on a waiting settlement only with contracts.approve", () => {
    const reader = shown(SettlementsPage, ["contracts.view", "contracts.manage"]);
    expect(reader).toContain(contracts.settlementStatuses.pending_approval);
    expect(reader).toContain("₫300,000.00");
    // Whole words: the status filter offers "Rejected".
    const buttons = [/ Approve /, / Reject /];
    for (const button of buttons) expect(reader).not.toMatch(button);
    const approver = shown(SettlementsPage, ["contracts.view", "contracts.approve"]);
    for (const button of buttons) expect(approver).toMatch(button);
  });

  it("offer a re-run of a finished period only with contracts.manage", () => {
    const reader = shown(SettlementRunsPage, ["contracts.view", "contracts.approve"]);
    expect(reader).toContain("Waiting ₫300,000.00");
    expect(reader).not.toContain(contracts.runs.rerun);
    const manager = shown(SettlementRunsPage, ["contracts.view", "contracts.manage"]);
    expect(manager).toContain(contracts.runs.rerunOpen);
    expect(manager).toContain(`${contracts.runs.rerun} `);
  });

  it("draw every version of a contract, the platform's caps marked, and end it only with contracts.manage", () => {
    const reader = shown(ContractDetailPage, ["contracts.view"]);
    expect(reader).toContain("agent01 · Daily salary");
    expect(reader).toContain("2 versions");
    expect(reader).toContain("Version 3");
    expect(reader).toContain(contracts.detail.capped);
    expect(reader).toContain("0.20%");
    expect(reader).toContain("0.30%");
    expect(reader).not.toContain(contracts.detail.terminate);
    expect(shown(ContractDetailPage, ["contracts.view", "contracts.manage"])).toContain(
      contracts.detail.terminate,
    );
  });

  it("list the brand's policies and let only managers edit them", () => {
    const reader = shown(ContractPoliciesPage, ["contracts.view"]);
    expect(reader).toContain("40.00%");
    expect(reader).toContain("Weekly, Monthly");
    expect(reader).toContain(contracts.policies.autoPay);
    expect(reader).not.toMatch(/ Edit /);
    expect(shown(ContractPoliciesPage, ["contracts.view", "contracts.manage"])).toMatch(/ Edit /);
  });
});
