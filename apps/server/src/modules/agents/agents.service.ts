import { randomInt } from "node:crypto";
import {
  AGENT_ACCOUNT_TYPES,
  type AgentRange,
  type DownlineKind,
  type DownlineRow,
  fromMinor,
  type GameType,
  isAgentType,
} from "@lotus/contracts";
import type { Brand } from "../../platform/brand-context";
import { AppError } from "../../platform/errors";
import type { Platform } from "../../platform/platform";
import type { AuthenticatedSession } from "../../platform/sessions";
import { type Accounts, memberByAccount, type RequestContext, uniqueViolation } from "../accounts";
import type { ContentService } from "../content";
import type { GamesService } from "../games";
import type { WalletService } from "../wallet";
import { type DownlineScope, downlineDepth, downlineMembers, isInDownline } from "./downline.repository";
import { type DayRange, resolveRange } from "./ranges";
import * as team from "./team.repository";

type RangeQuery = { range: AgentRange; from?: string; to?: string };
type Paging = { page: number; pageSize: number };

/** What the agent centre reaches in other modules (built once by app.ts). */
export interface AgentDeps {
  accounts: Accounts;
  games: GamesService;
  wallet: WalletService;
  content: ContentService;
}

const INVITATION_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/** The agent centre's use cases; every one is limited to the calling agent's own downline. */
export function createAgentCentre(platform: Platform, deps: AgentDeps) {
  const { db, clock } = platform;
  const money = (brand: Brand, minor: bigint) => fromMinor(minor, brand.currency.minorDigits);
  const rangeOf = (brand: Brand, query: RangeQuery): DayRange =>
    resolveRange(query, clock.now(), brand.timeZone);
  const kindOf = (accountType: number): DownlineKind => (isAgentType(accountType) ? "agent" : "member");
  const winLoss = (brand: Brand, bets: bigint, wins: bigint) => ({
    bets: money(brand, bets),
    wins: money(brand, wins),
    houseWinLoss: money(brand, bets - wins),
    memberWinLoss: money(brand, wins - bets),
  });

  /** A downline member named by account, with its depth; anything else is `agent.not_downline`. */
  async function downlineByAccount(brand: Brand, agentId: string, account: string) {
    const member = await memberByAccount(db, brand.id, account.trim());
    const depth = member ? await downlineDepth(db, brand.id, agentId, member.id) : null;
    if (!member || depth === null) throw new AppError("agent.not_downline");
    return { ...member, depth };
  }

  /** The whole downline, or the one member the query names. */
  async function scopeOf(brand: Brand, agentId: string, account?: string): Promise<DownlineScope> {
    const scope: DownlineScope = { brandId: brand.id, agentId };
    if (!account) return scope;
    const member = await downlineByAccount(brand, agentId, account);
    return { ...scope, only: { id: member.id, depth: member.depth } };
  }

  async function treePage(
    brand: Brand,
    span: DayRange,
    hits: { id: string; depth: number }[],
    total: number,
    paging: Paging,
  ) {
    const rows = await team.treeRows(
      db,
      brand.id,
      hits.map((hit) => hit.id),
      span,
    );
    const list = hits.flatMap((hit): DownlineRow[] => {
      const row = rows.get(hit.id);
      if (!row) return [];
      return [
        {
          id: row.id,
          account: row.account,
          nickname: row.nickname,
          kind: kindOf(row.accountType),
          accountType: row.accountType,
          level: hit.depth,
          uplineAccount: row.uplineAccount ?? "",
          balance: money(brand, row.balance),
          lastLoginAt: row.lastLoginAt?.getTime() ?? null,
          registeredAt: row.createdAt.getTime(),
          childCount: row.childCount,
          teamSize: row.teamSize,
          teamBets: money(brand, row.teamBets),
          teamMemberWinLoss: money(brand, row.teamWins - row.teamBets),
        },
      ];
    });
    return { list, total, page: paging.page, pageSize: paging.pageSize, from: span.from, to: span.to };
  }

  /** Members of the scope by id, with their account and depth (for naming rows of other modules). */
  async function membersOf(scope: DownlineScope) {
    const members = await downlineMembers(db, scope);
    return { ids: members.map((member) => member.id), byId: new Map(members.map((m) => [m.id, m])) };
  }

  return {
    async overview(brand: Brand, session: AuthenticatedSession, query: RangeQuery) {
      const span = rangeOf(brand, query);
      const scope = { brandId: brand.id, agentId: session.memberId };
      const [figures, income] = await Promise.all([
        team.teamOverview(db, scope, span),
        team.incomeByDay(db, brand.id, session.memberId, span, brand.timeZone),
      ]);
      return {
        from: span.from,
        to: span.to,
        teamSize: figures.teamSize,
        directDownlines: figures.directDownlines,
        newMembers: figures.newMembers,
        activeMembers: figures.activeMembers,
        deposits: money(brand, figures.deposits),
        withdrawals: money(brand, figures.withdrawals),
        ...winLoss(brand, figures.bets, figures.wins),
        betCount: figures.betCount,
        myIncome: money(
          brand,
          income.reduce((sum, row) => sum + row.amount, 0n),
        ),
        rolledUpAt: figures.rolledUpAt?.getTime() ?? null,
      };
    },

    async openAccount(
      context: RequestContext,
      session: AuthenticatedSession,
      body: {
        kind: DownlineKind;
        username: string;
        password: string;
        confirmPassword?: string;
        payeeName?: string;
      },
    ) {
      // A new agent takes the first agent type; the back office may change it later.
      const accountType = body.kind === "agent" ? AGENT_ACCOUNT_TYPES[0] : 0;
      const opened = await deps.accounts.registration.openDownline(
        context,
        session.memberId,
        accountType,
        body,
      );
      return { ...opened, kind: body.kind };
    },

    async invitation(brand: Brand, session: AuthenticatedSession) {
      let code = await team.invitationCode(db, brand.id, session.memberId);
      for (let attempt = 0; !code && attempt < 6; attempt++) {
        const candidate = Array.from(
          { length: 8 },
          () => INVITATION_ALPHABET[randomInt(INVITATION_ALPHABET.length)],
        ).join("");
        // Another agent taking the same code at the same moment breaks the unique index: try another.
        code = await team.claimInvitationCode(db, brand.id, session.memberId, candidate).catch((error) => {
          if (uniqueViolation(error) === undefined) throw error;
          return null;
        });
      }
      if (!code) throw new Error("no free invitation code");
      return { code, registerPath: `/register?referralCode=${encodeURIComponent(code)}` };
    },

    async children(
      brand: Brand,
      session: AuthenticatedSession,
      query: RangeQuery & Paging & { parentAccount?: string },
    ) {
      const span = rangeOf(brand, query);
      const parent = query.parentAccount
        ? await downlineByAccount(brand, session.memberId, query.parentAccount)
        : { id: session.memberId, depth: 0 };
      const { ids, total } = await team.childrenPage(db, brand.id, parent.id, query);
      const hits = ids.map((id) => ({ id, depth: parent.depth + 1 }));
      return treePage(brand, span, hits, total, query);
    },

    async search(
      brand: Brand,
      session: AuthenticatedSession,
      query: RangeQuery & Paging & { q: string; kind?: DownlineKind },
    ) {
      const span = rangeOf(brand, query);
      const { hits, total } = await team.searchPage(
        db,
        { brandId: brand.id, agentId: session.memberId },
        {
          q: query.q,
          agentTypes: query.kind ? AGENT_ACCOUNT_TYPES : undefined,
          membersOnly: query.kind === "member",
        },
        query,
      );
      return treePage(brand, span, hits, total, query);
    },

    async teamBets(
      brand: Brand,
      session: AuthenticatedSession,
      language: string,
      query: RangeQuery & Paging & { account?: string; gameType?: GameType },
    ) {
      const span = rangeOf(brand, query);
      const members = await membersOf(await scopeOf(brand, session.memberId, query.account));
      const page = await deps.games.teamBetRecords(brand, members.ids, language, {
        from: span.from,
        to: span.to,
        gameType: query.gameType,
        page: query.page,
        pageSize: query.pageSize,
      });
      const list = page.list.map((row) => ({ ...row, level: members.byId.get(row.memberId)?.depth ?? 0 }));
      return { ...page, list, from: span.from, to: span.to };
    },

    /** One round of a downline member with its vendor's details; a round outside the downline is not found. */
    teamBetDetail(brand: Brand, session: AuthenticatedSession, language: string, roundId: string) {
      return deps.games.roundDetails.read(brand, roundId, language, (memberId) =>
        isInDownline(db, brand.id, session.memberId, memberId),
      );
    },

    async profitAndLoss(
      brand: Brand,
      session: AuthenticatedSession,
      query: RangeQuery & Paging & { account?: string },
    ) {
      const span = rangeOf(brand, query);
      const scope = await scopeOf(brand, session.memberId, query.account);
      const { rows, total, levels } = await team.profitAndLoss(db, scope, span, query);
      let bets = 0n;
      let wins = 0n;
      let betCount = 0;
      for (const level of levels) {
        bets += level.bets;
        wins += level.wins;
        betCount += level.betCount;
      }
      return {
        list: rows.map((row) => ({
          account: row.account,
          kind: kindOf(row.accountType),
          level: row.depth,
          ...winLoss(brand, row.bets, row.wins),
          betCount: row.betCount,
        })),
        total,
        page: query.page,
        pageSize: query.pageSize,
        from: span.from,
        to: span.to,
        levels: levels.map((level) => ({
          level: level.depth,
          activeMembers: level.members,
          ...winLoss(brand, level.bets, level.wins),
          betCount: level.betCount,
        })),
        totals: { ...winLoss(brand, bets, wins), betCount },
      };
    },

    async transactions(
      brand: Brand,
      session: AuthenticatedSession,
      query: RangeQuery & Paging & { account?: string; type?: string },
    ) {
      const span = rangeOf(brand, query);
      const members = await membersOf(await scopeOf(brand, session.memberId, query.account));
      const page = await deps.wallet.teamRecords(brand, members.ids, {
        from: span.from,
        to: span.to,
        type: query.type,
        page: query.page,
        pageSize: query.pageSize,
      });
      const list = page.list.map((row) => {
        const member = members.byId.get(row.memberId);
        return { ...row, account: member?.account ?? "", level: member?.depth ?? 0 };
      });
      return { ...page, list, from: span.from, to: span.to };
    },

    async income(brand: Brand, session: AuthenticatedSession, query: RangeQuery) {
      const span = rangeOf(brand, query);
      const rows = await team.incomeByDay(db, brand.id, session.memberId, span, brand.timeZone);
      const empty = () => ({
        dividend: 0n,
        salaryDaily: 0n,
        salaryHourly: 0n,
        salaryRealtime: 0n,
        correction: 0n,
      });
      const totals = empty();
      const days = new Map<string, ReturnType<typeof empty>>();
      for (const row of rows) {
        const type = team.INCOME_KINDS[row.kind];
        const day = days.get(row.day) ?? empty();
        day[type] += row.amount;
        totals[type] += row.amount;
        days.set(row.day, day);
      }
      const shown = (figures: ReturnType<typeof empty>) => ({
        dividend: money(brand, figures.dividend),
        salaryDaily: money(brand, figures.salaryDaily),
        salaryHourly: money(brand, figures.salaryHourly),
        salaryRealtime: money(brand, figures.salaryRealtime),
        correction: money(brand, figures.correction),
        total: money(
          brand,
          Object.values(figures).reduce((sum, value) => sum + value, 0n),
        ),
      });
      return {
        from: span.from,
        to: span.to,
        totals: shown(totals),
        days: [...days.entries()].map(([day, figures]) => ({ day, ...shown(figures) })),
      };
    },

    notices(brand: Brand, language: string, query: Paging) {
      return deps.content.announcements(brand.id, language, { groups: ["agent"], ...query });
    },
  };
}

export type AgentCentre = ReturnType<typeof createAgentCentre>;
