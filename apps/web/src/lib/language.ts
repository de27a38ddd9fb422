import { type Language, parseLanguage, RTL_LANGUAGES } from "@lotus/contracts";
import { readItem, writeItem } from "./storage";

/** The visitor's choice, kept in local storage (SPEC §1). */
const LANGUAGE_KEY = "lotus.language";

/** i18next language names are the lower-case language codes (en, vi, cn, fil, …). */
export function toLng(language: Language): string {
  return language.toLowerCase();
}

export function fromLng(lng: string | undefined): Language {
  return parseLanguage(lng) ?? "EN";
}

export function storedLanguage(): Language | undefined {
  return parseLanguage(readItem("local", LANGUAGE_KEY));
}

export function storeLanguage(language: Language): void {
  writeItem("local", LANGUAGE_KEY, language);
}

/** Before the brand settings arrive: the stored choice, else the browser's language if offered. */
export function initialLanguage(): Language {
  return storedLanguage() ?? parseLanguage(globalThis.navigator?.language) ?? "EN";
}

export function applyDocumentLanguage(language: Language): void {
  const root = globalThis.document?.documentElement;
  if (!root) return;
  root.lang = toLng(language);
  root.dir = RTL_LANGUAGES.has(language) ? "rtl" : "ltr";
}
