/**
 * The brand's legal pages (SPEC §2 "user agreement", "privacy policy") and their site routes. No
 * zod here: the footer on every page links them without loading the schemas.
 */

export const LEGAL_KINDS = ["userAgreement", "privacyPolicy"] as const;
export type LegalKind = (typeof LEGAL_KINDS)[number];

/** The site's route of each page (linked from the register form's terms line and the footer). */
export const LEGAL_PATHS: Record<LegalKind, string> = {
  userAgreement: "/userAgreement",
  privacyPolicy: "/privacyPolicy",
};
