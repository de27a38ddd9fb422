import type { Language } from "@lotus/contracts";
import i18next, { type BackendModule } from "i18next";
import { initReactI18next } from "react-i18next";
import { applyDocumentLanguage, fromLng, toLng } from "./language";

/** One namespace per feature (DESIGN §7); files at src/locales/<lng>/<namespace>.json. */
export const NAMESPACES = [
  "common",
  "shell",
  "site",
  "account",
  "notices",
  "games",
  "help",
  "app",
  "join",
  "promotions",
  "member",
  "wallet",
  "slots",
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** Namespaces every screen needs; the others load with the feature that uses them. */
const STARTUP_NAMESPACES: Namespace[] = ["common", "shell", "site"];

// Each file becomes its own small chunk, so a visitor downloads only their language.
const loaders = import.meta.glob<{ default: Record<string, unknown> }>("../locales/*/*.json");

const backend: BackendModule = {
  type: "backend",
  callbackApi: true,
  init: () => {},
  read(language, namespace, callback) {
    const load = loaders[`../locales/${language}/${namespace}.json`];
    // Languages without a file yet fall back to EN key by key.
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (module) => callback(null, module.default as Record<string, string>),
      (error: unknown) => callback(error instanceof Error ? error : String(error), null),
    );
  },
};

export const i18n = i18next.createInstance();

export async function initI18n(language: Language): Promise<void> {
  applyDocumentLanguage(language);
  await i18n
    .use(backend)
    .use(initReactI18next)
    .init({
      lng: toLng(language),
      fallbackLng: "en",
      load: "currentOnly",
      ns: STARTUP_NAMESPACES,
      defaultNS: "common",
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  i18n.on("languageChanged", (lng) => applyDocumentLanguage(fromLng(lng)));
}

/** The current language as the API's code (EN, VI, …), for the Language header and contract messages. */
export function currentLanguage(): Language {
  return fromLng(i18n.language);
}
