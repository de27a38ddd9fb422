import { z } from "zod";
import { defineCall, epochMs } from "./http";

/**
 * Feedback and support tickets (SPEC §2 "feedback", "support ticket form"; §5; §7 PUT /wps/feedback):
 * a member files a ticket with a question type, content between the brand's minimum and maximum
 * words and up to three png/jpg images; customer service answers it in the back office and the
 * member reads the conversation (operators' internal notes are never part of it).
 */

export const SUPPORT_QUESTION_TYPES = [
  "deposit",
  "withdrawal",
  "game",
  "customer_service",
  "application",
  "other",
] as const;
export type SupportQuestionType = (typeof SUPPORT_QUESTION_TYPES)[number];

/** new → open (an operator took it) → waiting (for the member) → closed; a member's reply reopens it. */
export const TICKET_STATUSES = ["new", "open", "waiting", "closed"] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];

/** Where the member filed it: the feedback page, the ticket form, or the live chat's "leave a ticket". */
export const TICKET_SOURCES = ["feedback", "ticket", "chat"] as const;
export type TicketSource = (typeof TICKET_SOURCES)[number];

/** SPEC §5 and §9: png or jpg, at most 5 MB each, at most 3 a message. */
export const SUPPORT_IMAGES_MAX = 3;
export const SUPPORT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
/** A hard ceiling on the text whatever the brand's word limits (2,000 words of long words fit). */
export const SUPPORT_TEXT_MAX_CHARS = 20_000;
/** A closed ticket can be reopened by the member's reply for this long; later a new ticket is filed. */
export const TICKET_REOPEN_DAYS = 7;

// Han (Chinese, Japanese kanji) and the Japanese syllabaries: written without spaces, a character a word.
const IDEOGRAPH = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu;
// Letters, marks and digits, joined by an inner apostrophe or hyphen ("don't", "e-mail").
const WORD_RUN = /[\p{L}\p{M}\p{N}]+(?:['’-][\p{L}\p{M}\p{N}]+)*/gu;

let segmenter: Intl.Segmenter | null | undefined;
function wordSegmenter(): Intl.Segmenter | null {
  if (segmenter === undefined)
    segmenter =
      typeof Intl !== "undefined" && "Segmenter" in Intl
        ? new Intl.Segmenter(undefined, { granularity: "word" })
        : null;
  return segmenter;
}

/**
 * The words of a text as SPEC §5's limits count them, the same on the site and the server:
 * - space-separated scripts (English, Vietnamese, Korean…): each run of letters and digits is a word,
 *   so a Vietnamese syllable ("nạp", "tiền") counts one, as Vietnamese word counters do;
 * - Chinese and Japanese: every Han, Hiragana or Katakana character counts one (as word processors count them);
 * - Thai, Lao, Khmer, Burmese (no spaces between words): the words Unicode word segmentation
 *   (`Intl.Segmenter`, dictionary-based) finds; without it a run between spaces counts one.
 * Punctuation, symbols and emoji are not words. The text is NFC-normalised first, so decomposed
 * Vietnamese diacritics count the same.
 */
export function countWords(text: string): number {
  const normalized = text.normalize("NFC");
  const split = wordSegmenter();
  const pieces = split
    ? Array.from(split.segment(normalized), (part) => (part.isWordLike ? part.segment : "")).filter(Boolean)
    : (normalized.match(WORD_RUN) ?? []);
  let count = 0;
  for (const piece of pieces) {
    const ideographs = piece.match(IDEOGRAPH)?.length ?? 0;
    const others = ideographs ? (piece.replace(IDEOGRAPH, " ").match(WORD_RUN)?.length ?? 0) : 1;
    count += ideographs + others;
  }
  return count;
}

/** Where a text stands against the brand's word limits. */
export function wordLimitProblem(
  text: string,
  limits: { minWords: number; maxWords: number },
): "too_few" | "too_many" | undefined {
  const words = countWords(text);
  if (words < limits.minWords) return "too_few";
  if (words > limits.maxWords) return "too_many";
  return undefined;
}

const id = z.string().uuid();
const text = z.string().trim().min(1).max(SUPPORT_TEXT_MAX_CHARS);
const imageIds = z.array(id).max(SUPPORT_IMAGES_MAX).default([]);

export const supportImage = z.object({ id, url: z.string() });

/** One message of a ticket's conversation as the member sees it (customer service stays anonymous). */
export const ticketMessageView = z.object({
  id,
  author: z.enum(["member", "support"]),
  body: z.string(),
  images: z.array(supportImage),
  createdAt: epochMs,
});

export const ticketSummaryView = z.object({
  id,
  /** The ticket's number, shown as its reference (#1024). */
  number: z.number().int(),
  questionType: z.enum(SUPPORT_QUESTION_TYPES),
  source: z.enum(TICKET_SOURCES),
  status: z.enum(TICKET_STATUSES),
  /** The start of the first message. */
  preview: z.string(),
  createdAt: epochMs,
  updatedAt: epochMs,
  /** Customer service answered since the member last opened it. */
  unread: z.boolean(),
});
export type TicketSummaryView = z.infer<typeof ticketSummaryView>;

export const ticketDetailView = ticketSummaryView.extend({
  messages: z.array(ticketMessageView),
  /** The member may reply (open, or closed within TICKET_REOPEN_DAYS: the reply reopens it). */
  canReply: z.boolean(),
  canClose: z.boolean(),
  closedAt: epochMs.nullable(),
});
export type TicketDetailView = z.infer<typeof ticketDetailView>;

const tags = ["support"];

export const supportRulesCall = defineCall({
  method: "GET",
  path: "/wps/feedback/rules",
  summary: "The brand's feedback form rules: question types, word limits, images",
  response: z.object({
    questionTypes: z.array(z.enum(SUPPORT_QUESTION_TYPES)),
    minWords: z.number().int(),
    maxWords: z.number().int(),
    maxImages: z.number().int(),
    maxImageBytes: z.number().int(),
  }),
  tags,
});

/** Upload one image first (multipart field `file`, png/jpg checked by content, at most 5 MB). */
export const supportImageUploadCall = defineCall({
  method: "POST",
  path: "/wps/feedback/image",
  summary: "Upload a feedback or ticket image (multipart field `file`, png/jpg, at most 5 MB)",
  response: supportImage,
  tags,
});

export const feedbackSubmitCall = defineCall({
  method: "PUT",
  path: "/wps/feedback",
  summary: "File feedback or a support ticket (SPEC §5: content between the brand's min and max words)",
  body: z.strictObject({
    questionType: z.enum(SUPPORT_QUESTION_TYPES),
    content: text,
    imageIds,
    source: z.enum(TICKET_SOURCES).default("ticket"),
  }),
  response: ticketDetailView,
  tags,
});

export const myTicketsCall = defineCall({
  method: "GET",
  path: "/wps/feedback/tickets",
  summary: "My tickets, the latest activity first",
  query: z.object({
    status: z.enum(TICKET_STATUSES).optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(50).default(10),
  }),
  response: z.object({
    list: z.array(ticketSummaryView),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
  tags,
});

export const myTicketCall = defineCall({
  method: "GET",
  path: "/wps/feedback/ticket",
  summary: "One of my tickets with its conversation (marks customer service's answers read)",
  query: z.object({ id }),
  response: ticketDetailView,
  tags,
});

export const ticketReplyCall = defineCall({
  method: "POST",
  path: "/wps/feedback/ticket/reply",
  summary: "Reply to my ticket (a closed one is reopened, within TICKET_REOPEN_DAYS of closing)",
  body: z.strictObject({ id, content: text, imageIds }),
  response: ticketDetailView,
  tags,
});

export const ticketCloseCall = defineCall({
  method: "POST",
  path: "/wps/feedback/ticket/close",
  summary: "Close my ticket",
  body: z.strictObject({ id }),
  response: ticketDetailView,
  tags,
});
