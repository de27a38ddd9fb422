import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import { readItem, writeItem } from "./storage";

/** One namespace per feature (DESIGN §7); files at src/locales/<lng>/<namespace>.json. */
export const NAMESPACES = [
  "common",
  "auth",
  "dashboard",
  "brands",
  "site",
  "register",
  "members",
  "finance",
  "games",
  "content",
  "outbox",
  "operators",
  "permissions",
  "audit",
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** The console works in the two working languages of SPEC §1. */
export const UI_LANGUAGES = ["EN", "VI"] as const;
export type UiLanguage = (typeof UI_LANGUAGES)[number];

const LANGUAGE_KEY = "lotus.backoffice.language";

const loaders = import.meta.glob<{ default: Record<string, unknown> }>("../locales/*/*.json");

export const i18n = i18next.createInstance();

export function isUiLanguage(value: unknown): value is UiLanguage {
  return value === "EN" || value === "VI";
}

function browserLanguage(): UiLanguage {
  const language = globalThis.navigator?.language ?? "";
  return language.toLowerCase().startsWith("vi") ? "VI" : "EN";
}

export function initialLanguage(): UiLanguage {
  const stored = readItem("local", LANGUAGE_KEY);
  return isUiLanguage(stored) ? stored : browserLanguage();
}

const toLng = (language: UiLanguage) => language.toLowerCase();

/** Loads every namespace of a language as its own small chunk. */
async function loadLanguage(language: UiLanguage): Promise<void> {
  const lng = toLng(language);
  await Promise.all(
    NAMESPACES.map(async (namespace) => {
      if (i18n.hasResourceBundle(lng, namespace)) return;
      const load = loaders[`../locales/${lng}/${namespace}.json`];
      if (!load) return;
      const module = await load();
      i18n.addResourceBundle(lng, namespace, module.default, true, true);
    }),
  );
}

function applyDocumentLanguage(language: UiLanguage): void {
  globalThis.document?.documentElement.setAttribute("lang", toLng(language));
}

export async function initI18n(language: UiLanguage): Promise<void> {
  await i18n.use(initReactI18next).init({
    lng: toLng(language),
    fallbackLng: "en",
    ns: [...NAMESPACES],
    defaultNS: "common",
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  await loadLanguage(language);
  applyDocumentLanguage(language);
  // Re-render with the loaded bundles.
  await i18n.changeLanguage(toLng(language));
}

export async function switchLanguage(language: UiLanguage): Promise<void> {
  await loadLanguage(language);
  writeItem("local", LANGUAGE_KEY, language);
  applyDocumentLanguage(language);
  await i18n.changeLanguage(toLng(language));
}

/** The language as the API's code, for the Language header. */
export function currentLanguage(): UiLanguage {
  const language = (i18n.language ?? "en").toUpperCase();
  return isUiLanguage(language) ? language : "EN";
}
