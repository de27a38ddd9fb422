import { siteI18n } from "./i18n";

export { fromLng, languageTag, toLng } from "@lotus/ui/i18n/i18n";

/** The visitor's choice in local storage (SPEC §1) and the language before the brand settings arrive. */
export const { storedLanguage, storeLanguage, initialLanguage } = siteI18n;
