import {
  fieldMessage,
  SUPPORT_IMAGE_MAX_BYTES,
  SUPPORT_IMAGES_MAX,
  SUPPORT_QUESTION_TYPES,
  type SupportQuestionType,
  type TicketSource,
  type TicketStatus,
  wordLimitProblem,
} from "@lotus/contracts";
import type { Executor } from "@lotus/db";
import type { Brand } from "../../platform/brand-context";
import { AppError, fieldError, tooManyRequests } from "../../platform/errors";
import type { Platform } from "../../platform/platform";
import { imageType } from "../../platform/uploads";
import type { SupportImageUrls } from "./images";
import * as images from "./images.repository";
import * as repo from "./support.repository";
import { memberMayReply, previewOf, statusAfterMemberReply, statusColumns } from "./ticket-rules";
import { memberDetailView, summaryView } from "./views";

/**
 * Per-member limits (DESIGN §6): generous for a person, tight for a script. Keys:
 * `support:<brandId>:<action>:<memberId>`.
 */
export const SUPPORT_LIMITS = {
  submit: { limit: 5, windowMs: 10 * 60_000 },
  reply: { limit: 30, windowMs: 10 * 60_000 },
  upload: { limit: 20, windowMs: 10 * 60_000 },
} as const;

type Member = { brand: Brand; memberId: string; language: string };

/** The member's side of support: filing a ticket, reading it, replying and closing it. */
export function createSupportService(platform: Platform, urls: SupportImageUrls) {
  const { db } = platform;
  const now = () => platform.clock.now();

  async function limit(who: Member, action: keyof typeof SUPPORT_LIMITS): Promise<void> {
    const rule = SUPPORT_LIMITS[action];
    const hit = await platform.limiter.hit(
      `support:${who.brand.id}:${action}:${who.memberId}`,
      rule.limit,
      rule.windowMs,
    );
    if (!hit.allowed) throw tooManyRequests(hit.retryAfterMs / 1000);
  }

  /** SPEC §5: between the brand's min and max words; a reply only needs to stay under the max. */
  function checkWords(brand: Brand, language: string, content: string, firstMessage: boolean): void {
    const { minWords, maxWords } = brand.settings.support;
    const problem = wordLimitProblem(content, { minWords: firstMessage ? minWords : 1, maxWords });
    if (problem === "too_few")
      throw fieldError({
        content: fieldMessage("wordsTooFew", language, { min: firstMessage ? minWords : 1 }),
      });
    if (problem === "too_many")
      throw fieldError({ content: fieldMessage("wordsTooMany", language, { max: maxWords }) });
  }

  /** Gives the member's uploaded images to the message, or refuses the whole message. */
  async function attach(tx: Executor, who: Member, imageIds: readonly string[], messageId: string) {
    const ids = [...new Set(imageIds)];
    if (ids.length > SUPPORT_IMAGES_MAX) throw new AppError("support.images_invalid");
    const taken = await images.attachImages(
      tx,
      { brandId: who.brand.id, memberId: who.memberId },
      ids,
      messageId,
    );
    if (taken !== ids.length) throw new AppError("support.images_invalid");
  }

  async function ownTicket(who: Member, id: string, tx: Executor = db, lock = false) {
    const ticket = await repo.findTicket(tx, { brandId: who.brand.id, memberId: who.memberId }, id, lock);
    if (!ticket) throw new AppError("support.ticket_not_found");
    return ticket;
  }

  return {
    rules(brand: Brand) {
      return {
        questionTypes: [...SUPPORT_QUESTION_TYPES],
        minWords: brand.settings.support.minWords,
        maxWords: brand.settings.support.maxWords,
        maxImages: SUPPORT_IMAGES_MAX,
        maxImageBytes: SUPPORT_IMAGE_MAX_BYTES,
      };
    },

    /** One image, checked by its bytes (png or jpg) and size, kept until a message uses it. */
    async uploadImage(who: Member, bytes: Buffer | undefined) {
      await limit(who, "upload");
      const mimeType = bytes && bytes.length <= SUPPORT_IMAGE_MAX_BYTES ? imageType(bytes) : undefined;
      if (!bytes || !mimeType) throw new AppError("upload.invalid_image");
      const id = await images.insertImage(db, {
        brandId: who.brand.id,
        memberId: who.memberId,
        mimeType,
        bytes,
        createdAt: new Date(now()),
      });
      return { id, url: urls.signed(id) };
    },

    async submit(
      who: Member,
      body: { questionType: SupportQuestionType; content: string; imageIds: string[]; source: TicketSource },
    ) {
      checkWords(who.brand, who.language, body.content, true);
      await limit(who, "submit");
      const at = new Date(now());
      const ticket = await db.transaction(async (tx) => {
        const row = await repo.insertTicket(tx, {
          brandId: who.brand.id,
          memberId: who.memberId,
          questionType: body.questionType,
          source: body.source,
          status: "new",
          preview: previewOf(body.content),
          createdAt: at,
          updatedAt: at,
          lastMemberAt: at,
        });
        const message = await repo.insertMessage(tx, {
          ticketId: row.id,
          kind: "reply",
          author: "member",
          body: body.content,
          createdAt: at,
        });
        await attach(tx, who, body.imageIds, message.id);
        return row;
      });
      return memberDetailView(db, urls, ticket, now());
    },

    async list(who: Member, query: { status?: TicketStatus; page: number; pageSize: number }) {
      const { rows, total } = await repo.memberTickets(
        db,
        { brandId: who.brand.id, memberId: who.memberId },
        query,
      );
      return { list: rows.map(summaryView), total, page: query.page, pageSize: query.pageSize };
    },

    /** The conversation; opening it marks customer service's answers read. */
    async detail(who: Member, id: string) {
      let ticket = await ownTicket(who, id);
      if (summaryView(ticket).unread)
        ticket = await repo.updateTicket(db, ticket.id, { memberReadAt: new Date(now()) });
      return memberDetailView(db, urls, ticket, now());
    },

    async reply(who: Member, body: { id: string; content: string; imageIds: string[] }) {
      checkWords(who.brand, who.language, body.content, false);
      await limit(who, "reply");
      const ticket = await db.transaction(async (tx) => {
        const current = await ownTicket(who, body.id, tx, true);
        const at = new Date(now());
        if (!memberMayReply(current, at.getTime())) throw new AppError("support.ticket_closed");
        const message = await repo.insertMessage(tx, {
          ticketId: current.id,
          kind: "reply",
          author: "member",
          body: body.content,
          createdAt: at,
        });
        await attach(tx, who, body.imageIds, message.id);
        return repo.updateTicket(tx, current.id, {
          ...statusColumns(statusAfterMemberReply(current.status), at, "member"),
          updatedAt: at,
          lastMemberAt: at,
          memberReadAt: at,
        });
      });
      return memberDetailView(db, urls, ticket, now());
    },

    async close(who: Member, id: string) {
      const ticket = await db.transaction(async (tx) => {
        const current = await ownTicket(who, id, tx, true);
        if (current.status === "closed") return current;
        const at = new Date(now());
        return repo.updateTicket(tx, current.id, { ...statusColumns("closed", at, "member"), updatedAt: at });
      });
      return memberDetailView(db, urls, ticket, now());
    },
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
