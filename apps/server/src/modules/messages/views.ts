import type {
  CampaignSummary,
  CampaignView,
  InboxMessageSummary,
  InboxMessageView,
  Language,
} from "@lotus/contracts";
import type { Brand } from "../../platform/brand-context";
import type { CampaignRow } from "./campaigns.repository";
import type { InboxRow } from "./inbox.repository";
import { isSystemEvent, renderSystemMessage } from "./system-messages";

const PREVIEW_LENGTH = 120;

/** A text in the reader's language, else the brand's default, else English, else any given. */
export function textIn(
  text: Record<string, string> | null | undefined,
  language: string,
  brand: Brand,
): string {
  if (!text) return "";
  const pick = (key: string) => (text[key]?.trim() ? text[key] : undefined);
  return (
    pick(language) ??
    pick(brand.defaultLanguage) ??
    pick("EN") ??
    Object.values(text).find((value) => value.trim()) ??
    ""
  );
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };

/** Rich text as plain words (the list's preview): tags dropped, the common entities read. */
export function plainText(html: string): string {
  return html
    .replace(/<(br|\/p|\/li|\/h\d)\b[^>]*>/gi, " ")
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_match, name: string) => ENTITIES[name] ?? "")
    .replace(/&#(\d+);/g, (_match, code: string) => String.fromCharCode(Number(code)))
    .replace(/\s+/g, " ")
    .trim();
}

function preview(text: string): string {
  return text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1).trimEnd()}…` : text;
}

function rendered(row: InboxRow, language: string, brand: Brand) {
  if (row.event && isSystemEvent(row.event)) {
    const system = renderSystemMessage(row.event, row.params ?? {}, language);
    return {
      kind: "system" as const,
      event: row.event,
      title: system.title,
      text: system.text,
      html: system.html,
    };
  }
  const html = textIn(row.body, language, brand);
  return {
    kind: "operator" as const,
    event: null,
    title: textIn(row.title, language, brand),
    text: plainText(html),
    html,
  };
}

export function inboxSummary(row: InboxRow, language: string, brand: Brand): InboxMessageSummary {
  const message = rendered(row, language, brand);
  return {
    id: row.id,
    kind: message.kind,
    event: message.event,
    title: message.title,
    preview: preview(message.text),
    read: row.readAt !== null,
    createdAt: row.createdAt.getTime(),
  };
}

export function inboxView(row: InboxRow, language: string, brand: Brand): InboxMessageView {
  const message = rendered(row, language, brand);
  return {
    ...inboxSummary(row, language, brand),
    content: message.html,
  };
}

export function campaignSummary(row: CampaignRow, read: number): CampaignSummary {
  return {
    id: row.id,
    title: row.title as Partial<Record<Language, string>>,
    audience: row.audience,
    status: row.status as CampaignSummary["status"],
    sendAt: row.sendAt.getTime(),
    audienceSize: row.audienceSize,
    recipients: row.recipients,
    read,
    startedAt: row.startedAt?.getTime() ?? null,
    sentAt: row.sentAt?.getTime() ?? null,
    cancelledAt: row.cancelledAt?.getTime() ?? null,
    createdBy: row.createdByName,
    createdAt: row.createdAt.getTime(),
  };
}

export function campaignView(row: CampaignRow, read: number): CampaignView {
  return { ...campaignSummary(row, read), body: row.body as Partial<Record<Language, string>> };
}
