import type { Language } from "@lotus/contracts";
import { Badge, type BadgeTone } from "@lotus/ui/status/Badge";
import { useTranslation } from "react-i18next";

export type Phase = "draft" | "coming" | "live" | "closed";
const PHASE_TONES: Record<Phase, BadgeTone> = {
  draft: "muted",
  coming: "info",
  live: "success",
  closed: "neutral",
};

/** Where a promotion stands: draft, coming, live, closed. */
export function PhaseBadge({ phase }: { phase: Phase }) {
  const { t } = useTranslation("promotions");
  return <Badge tone={PHASE_TONES[phase]}>{t(`phases.${phase}`)}</Badge>;
}

/** A text in the operator's language, else English, else any. */
export function textIn(text: Record<string, string>, language: string): string {
  return text[language as Language] || text.EN || Object.values(text)[0] || "";
}

/** The operator's language as the texts' key. */
export function useTextLanguage(): string {
  const { i18n } = useTranslation();
  return i18n.language === "VI" ? "VI" : "EN";
}
