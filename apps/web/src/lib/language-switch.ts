import { type Language, ROUTES } from "@lotus/contracts";
import { api } from "./api";
import { i18n } from "./i18n";
import { storeLanguage, toLng } from "./language";
import { currentToken } from "./session";

/**
 * Switches the site language: kept in local storage (SPEC §1) and, for a logged-in member, saved
 * on the account with POST /wps/member/language. Calls whose answer depends on the Language header
 * refetch through their query keys.
 */
export async function switchLanguage(language: Language): Promise<void> {
  storeLanguage(language);
  await i18n.changeLanguage(toLng(language));
  if (currentToken()) await api(ROUTES.languageUpdate, { body: { language } });
}
