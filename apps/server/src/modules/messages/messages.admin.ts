import { type CampaignInput, isAgentType, type Language, type MessageAudienceInput } from "@lotus/contracts";
import type { Brand } from "../../platform/brand-context";
import { AppError } from "../../platform/errors";
import type { OperatorContext } from "../../platform/http";
import type { Platform } from "../../platform/platform";
import { sanitizeRichText } from "../content";
import { actorOf, recordAudit } from "../operators";
import * as repo from "./campaigns.repository";
import type { AudienceSources, Delivery } from "./delivery";
import { campaignSummary, campaignView, plainText, textIn } from "./views";

type Who = { operator: OperatorContext; ip: string };

/** A scheduled time may lie at most this far ahead; one a little in the past (a slow form) means now. */
const MAX_SCHEDULE_AHEAD_MS = 366 * 86_400_000;
const PAST_TOLERANCE_MS = 60_000;
const TRIAL = 4;

/**
 * The texts as stored: only the brand's languages, the body sanitised as notices are; the brand's
 * default language must have both, and every language given must have a title and a text.
 */
export function campaignTexts(brand: Brand, input: Pick<CampaignInput, "title" | "body">) {
  const title: Record<string, string> = {};
  const body: Record<string, string> = {};
  for (const [language, text] of Object.entries(input.title)) if (text?.trim()) title[language] = text.trim();
  for (const [language, html] of Object.entries(input.body)) {
    const clean = sanitizeRichText(html ?? "");
    if (plainText(clean) || /<img\b/i.test(clean)) body[language] = clean;
  }
  const languages = new Set([...Object.keys(title), ...Object.keys(body)]);
  if ([...languages].some((language) => !brand.languages.includes(language as Language)))
    throw new AppError("message.language_not_offered");
  const complete = [...languages].every((language) => title[language] && body[language]);
  if (!complete || !title[brand.defaultLanguage]) throw new AppError("message.default_language_required");
  return { title, body };
}

/** The back office's operator messages: compose (audited), list, detail, cancel (audited). */
export function createMessagesAdmin(platform: Platform, sources: AudienceSources, delivery: Delivery) {
  const { db } = platform;
  const now = () => platform.clock.now();

  async function audienceOf(brand: Brand, input: MessageAudienceInput): Promise<repo.StoredAudience> {
    switch (input.kind) {
      case "member": {
        const member = await repo.memberByAccount(db, brand.id, input.account);
        if (!member || member.accountType === TRIAL) throw new AppError("message.member_unknown");
        return { kind: "member", memberId: member.id, account: member.account };
      }
      case "tree": {
        const agent = await repo.memberByAccount(db, brand.id, input.account);
        if (!agent) throw new AppError("message.member_unknown");
        if (!isAgentType(agent.accountType)) throw new AppError("message.not_agent");
        return { kind: "tree", agentId: agent.id, account: agent.account };
      }
      case "vip": {
        const ranks = new Set((await sources.vipLevels(brand.id)).map((level) => level.rank));
        if (input.ranks.some((rank) => !ranks.has(rank))) throw new AppError("message.vip_level_unknown");
        return { kind: "vip", ranks: [...new Set(input.ranks)].sort((a, b) => a - b) };
      }
      case "labels":
        return { kind: "labels", labels: [...new Set(input.labels)] };
      default:
        return { kind: "brand" };
    }
  }

  async function view(brand: Brand, id: string) {
    const row = await repo.campaignById(db, brand.id, id);
    if (!row) throw new AppError("message.not_found");
    return campaignView(row, (await repo.readCounts(db, [row.id])).get(row.id) ?? 0);
  }

  return {
    async options(brand: Brand, language: string) {
      const levels = await sources.vipLevels(brand.id);
      return {
        defaultLanguage: brand.defaultLanguage,
        languages: brand.languages,
        vipLevels: levels.map((level) => ({ rank: level.rank, name: textIn(level.name, language, brand) })),
      };
    },

    async list(brand: Brand, query: { status?: string; page: number; pageSize: number }) {
      const { rows, total } = await repo.listCampaigns(db, brand.id, query);
      const read = await repo.readCounts(
        db,
        rows.map((row) => row.id),
      );
      return {
        list: rows.map((row) => campaignSummary(row, read.get(row.id) ?? 0)),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    detail: view,

    async create(brand: Brand, who: Who, input: CampaignInput) {
      const at = now();
      const texts = campaignTexts(brand, input);
      const sendAt = input.sendAt === null || input.sendAt <= at ? at : input.sendAt;
      if (
        input.sendAt !== null &&
        (input.sendAt < at - PAST_TOLERANCE_MS || input.sendAt > at + MAX_SCHEDULE_AHEAD_MS)
      )
        throw new AppError("message.schedule_invalid");
      const audience = await audienceOf(brand, input.audience);
      const row = await db.transaction(async (tx) => {
        const created = await repo.insertCampaign(tx, {
          brandId: brand.id,
          ...texts,
          audience,
          status: "scheduled",
          sendAt: new Date(sendAt),
          createdBy: who.operator.operatorId,
          createdByName: who.operator.username,
          createdAt: new Date(at),
        });
        await recordAudit(tx, actorOf(who.operator, who.ip), {
          brandId: brand.id,
          action: "message.send",
          targetType: "message_campaign",
          targetId: created.id,
          after: { title: texts.title, audience, sendAt },
        });
        return created;
      });
      if (sendAt <= at) delivery.kick(brand.id, row.id);
      return campaignView(row, 0);
    },

    async cancel(brand: Brand, who: Who, id: string) {
      await db.transaction(async (tx) => {
        const current = await repo.campaignById(tx, brand.id, id, true);
        if (!current) throw new AppError("message.not_found");
        const cancelled = await repo.cancelCampaign(tx, id, who.operator.operatorId, new Date(now()));
        if (!cancelled) throw new AppError("message.not_cancellable");
        await recordAudit(tx, actorOf(who.operator, who.ip), {
          brandId: brand.id,
          action: "message.cancel",
          targetType: "message_campaign",
          targetId: id,
          before: { status: current.status },
          after: { status: "cancelled" },
        });
      });
      return view(brand, id);
    },
  };
}

export type MessagesAdmin = ReturnType<typeof createMessagesAdmin>;
