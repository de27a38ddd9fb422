import {
  type AnnouncementAdminView,
  LANGUAGES,
  type Language,
  type LocalizedText,
  pickText,
} from "@lotus/contracts";
import { withoutBlankLanguages } from "../../../lib/form";
import { isBlankHtml } from "../../../lib/rich-text";

export type AnnouncementState = "unpublished" | "scheduled" | "live" | "ended";

/** Where an announcement stands for visitors right now. */
export function announcementState(
  item: Pick<AnnouncementAdminView, "published" | "startsAt" | "endsAt">,
  now: number,
): AnnouncementState {
  if (!item.published) return "unpublished";
  if (item.startsAt > now) return "scheduled";
  if (item.endsAt !== null && item.endsAt <= now) return "ended";
  return "live";
}

/** Languages to show inputs for: the working ones, then any the texts already have, in the catalogue's order. */
export function languagesOf(...texts: LocalizedText[]): Language[] {
  const present = new Set<string>(texts.flatMap((text) => Object.keys(text)));
  return LANGUAGES.filter((language) => language === "EN" || language === "VI" || present.has(language));
}

/** Per-language title and rich text as sent: blank languages dropped so the site falls back to EN. */
export function cleanTexts(
  title: LocalizedText,
  content: LocalizedText,
): { title: LocalizedText; content: LocalizedText } {
  return {
    title: withoutBlankLanguages(title as Record<string, string>),
    content: withoutBlankLanguages(content as Record<string, string>, isBlankHtml),
  };
}

/** The title in the console's language for lists, falling back like the site does. */
export function titleFor(text: LocalizedText, language: string): string {
  return pickText(text, language);
}

/** Items sorted as the site lists them: order first, then newest. */
export function bySortOrder<T extends { sortOrder: number }>(
  items: readonly T[],
  tieBreak: (a: T, b: T) => number = () => 0,
): T[] {
  return [...items].sort((a, b) => a.sortOrder - b.sortOrder || tieBreak(a, b));
}
