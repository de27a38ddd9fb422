import type { BrandView, FeatureModId, Resource, SocialLink } from "@lotus/contracts";

/** Values of the brand settings form: the PUT body's shape, plus the optional reason as text. */
export type BrandFormValues = Omit<BrandView, "id" | "merchantCode" | "createdAt" | "updatedAt"> & {
  reason: string;
};

export function brandToForm(brand: BrandView): BrandFormValues {
  const {
    id: _id,
    merchantCode: _merchantCode,
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    ...rest
  } = brand;
  return { ...structuredClone(rest), reason: "" };
}

/** The body as sent: a blank reason is left out. */
export function formToBody(values: BrandFormValues) {
  const { reason, ...rest } = values;
  return { ...rest, ...(reason.trim() ? { reason: reason.trim() } : {}) };
}

/** Settings owned by other screens (Site state, Registration rules): always saved as they are now. */
export function keepOwnedElsewhere<
  S extends Pick<BrandView["settings"], "maintenance" | "regionRules" | "registerRules">,
>(settings: S, latest: Pick<BrandView["settings"], "maintenance" | "regionRules" | "registerRules">): S {
  return {
    ...settings,
    maintenance: latest.maintenance,
    regionRules: latest.regionRules,
    registerRules: latest.registerRules,
  };
}

export type ResourceType = Resource["resourceType"];
export type ResourcePatch = Partial<Pick<Resource, "url" | "qrCodeUrl" | "labelNameEn">>;

/** Edits the resource of one type in place; a resource left with no url, QR code or label is dropped. */
export function setResource(list: readonly Resource[], type: ResourceType, patch: ResourcePatch): Resource[] {
  const index = list.findIndex((entry) => entry.resourceType === type);
  const current: Resource = index >= 0 ? (list[index] as Resource) : { resourceType: type, url: "" };
  const next: Resource = { ...current, ...patch };
  if (next.qrCodeUrl === "") delete next.qrCodeUrl;
  if (next.labelNameEn === "") delete next.labelNameEn;
  const empty = !next.url && !next.qrCodeUrl && !next.labelNameEn;
  if (index < 0) return empty ? [...list] : [...list, next];
  return empty
    ? list.filter((_, at) => at !== index)
    : list.map((entry, at) => (at === index ? next : entry));
}

export type SocialType = SocialLink["type"];

/** Sets the URL of one social link; an empty URL removes it. */
export function setSocialLink(list: readonly SocialLink[], type: SocialType, url: string): SocialLink[] {
  const index = list.findIndex((entry) => entry.type === type);
  if (index < 0) return url ? [...list, { type, url }] : [...list];
  return url
    ? list.map((entry, at) => (at === index ? { type, url } : entry))
    : list.filter((_, at) => at !== index);
}

type Toggle = { modId: FeatureModId; enabled: "0" | "1" };

export function isToggleOn(list: readonly Toggle[], modId: FeatureModId): boolean {
  return list.some((toggle) => toggle.modId === modId && toggle.enabled === "1");
}

/** Switches one feature (modId enabled "1" or "0"), keeping the others as they are. */
export function setToggle(list: readonly Toggle[], modId: FeatureModId, on: boolean): Toggle[] {
  const enabled = on ? "1" : "0";
  return list.some((toggle) => toggle.modId === modId)
    ? list.map((toggle) => (toggle.modId === modId ? { modId, enabled } : toggle))
    : [...list, { modId, enabled }];
}

export const BRAND_TABS = [
  "identity",
  "appearance",
  "links",
  "delivery",
  "login",
  "features",
  "games",
] as const;
export type BrandTab = (typeof BRAND_TABS)[number];

const SETTINGS_TAB: Record<string, BrandTab> = {
  logoUrl: "appearance",
  defaultTheme: "appearance",
  resources: "links",
  socialLinks: "links",
  customerService: "links",
  imageCDNs: "delivery",
  launchGameCDNs: "delivery",
  domainList: "delivery",
  loginedToHomePage: "login",
  defaultPassword: "login",
  passwordExpiryDays: "login",
  loginFailuresBeforeCaptcha: "login",
  smsExpiryMinutes: "login",
  botCheck: "login",
  features: "features",
  freePlayCredit: "features",
  esportsVendors: "games",
  cockfightVendors: "games",
  bigWins: "games",
  support: "features",
  profileFields: "features",
};

/** The tab showing the field of an error path, so the tab can be marked. */
export function tabOfPath(path: string): BrandTab | undefined {
  const [head, second] = path.split(".");
  if (head === "settings") return second ? SETTINGS_TAB[second] : undefined;
  if (head === "reason" || head === "root") return undefined;
  return "identity";
}

/** Every IANA time zone the browser knows, for the time zone suggestions. */
export function timeZones(): string[] {
  try {
    return Intl.supportedValuesOf("timeZone");
  } catch {
    return [];
  }
}
