/** Every language code the site offers (SPEC §1). EN and VI are the working languages. */
export const LANGUAGES = [
  "EN",
  "VI",
  "CN",
  "TW",
  "JA",
  "KO",
  "TH",
  "HI",
  "ES",
  "ID",
  "MS",
  "PT",
  "TR",
  "AR",
  "RU",
  "FR",
  "DE",
  "IT",
  "NL",
  "PL",
  "UK",
  "BN",
  "KM",
  "LO",
  "MY",
  "FIL",
  "SV",
  "HE",
  "EL",
  "CS",
] as const;
export type Language = (typeof LANGUAGES)[number];

export const LANGUAGE_NAMES: Record<Language, string> = {
  EN: "English",
  VI: "Tiếng Việt",
  CN: "简体中文",
  TW: "繁體中文",
  JA: "日本語",
  KO: "한국어",
  TH: "ไทย",
  HI: "हिन्दी",
  ES: "Español",
  ID: "Bahasa Indonesia",
  MS: "Bahasa Melayu",
  PT: "Português",
  TR: "Türkçe",
  AR: "العربية",
  RU: "Русский",
  FR: "Français",
  DE: "Deutsch",
  IT: "Italiano",
  NL: "Nederlands",
  PL: "Polski",
  UK: "Українська",
  BN: "বাংলা",
  KM: "ភាសាខ្មែរ",
  LO: "ລາວ",
  MY: "မြန်မာ",
  FIL: "Filipino",
  SV: "Svenska",
  HE: "עברית",
  EL: "Ελληνικά",
  CS: "Čeština",
};

export const RTL_LANGUAGES: ReadonlySet<Language> = new Set<Language>(["AR", "HE"]);

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** Reads a Language header or stored choice leniently ("vi", "vi-VN" → VI). */
export function parseLanguage(value: string | undefined | null): Language | undefined {
  if (!value) return undefined;
  const upper = value.trim().toUpperCase();
  if (isLanguage(upper)) return upper;
  const base = upper.split(/[-_]/)[0];
  if (base === "ZH") return upper.includes("TW") || upper.includes("HANT") ? "TW" : "CN";
  return isLanguage(base) ? base : undefined;
}

/** Text in the wanted language, else EN, else any language it has; "" when there is none. */
export function pickText(text: Partial<Record<Language, string>> | undefined, language: string): string {
  if (!text) return "";
  return (text as Record<string, string | undefined>)[language] ?? text.EN ?? Object.values(text)[0] ?? "";
}
