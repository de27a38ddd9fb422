import { z } from "zod";
import { COUNTRIES, customerService, featureToggle, fieldRule, resource, socialLink } from "./brand";
import { defineCall, epochMs } from "./http";
import { LANGUAGES } from "./languages";
import { CALL_ROUTES } from "./route-table";

export const location = z.object({ ip: z.string(), country: z.string() });
export type VisitorLocation = z.infer<typeof location>;

/** SPEC §4: 0 normal, 1 maintenance, 2 region blocked. */
export const SYSTEM_STATUS = { normal: 0, maintenance: 1, regionBlocked: 2 } as const;

export const systemStatusValue = z.object({
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  message: z.string(),
  location,
  customerServiceUrl: z.string(),
  /** The brand resolved for the `url` the site is served from. */
  merchantCode: z.string(),
});

export const systemStatusCall = defineCall({
  ...CALL_ROUTES.systemStatus,
  summary: "Whole-site state for the visitor: normal, maintenance or region blocked",
  query: z.object({ url: z.string().max(2000).optional() }),
  response: systemStatusValue,
  tags: ["system"],
});

export const whitelabelInfo = z.object({
  merchantCode: z.string(),
  name: z.string(),
  logoUrl: z.string(),
  defaultLanguage: z.enum(LANGUAGES),
  languages: z.array(z.enum(LANGUAGES)),
  currency: z.object({ code: z.string(), symbol: z.string(), minorDigits: z.number().int() }),
  timeZone: z.string(),
  defaultTheme: z.enum(["dark", "light"]),
  features: z.array(featureToggle),
  loginedToHomePage: z.boolean(),
  loginFailuresBeforeCaptcha: z.number().int(),
  smsExpiryMinutes: z.number().int(),
  botCheck: z.boolean(),
  socialLinks: z.array(socialLink),
  esportsVendors: z.array(z.string()),
  cockfightVendors: z.array(z.string()),
  platform: z.literal("W"),
  device: z.literal("WEB"),
});
export type WhitelabelInfo = z.infer<typeof whitelabelInfo>;

export const whitelabelCall = defineCall({
  method: "GET",
  path: "/wps/system/whitelabel",
  summary: "The brand's identity and site behaviour settings",
  response: whitelabelInfo,
  tags: ["system"],
});

/** One registration rule as the site receives it: acceptedPattern is the pattern table's regex or "*". */
export const registerRuleView = fieldRule.extend({ acceptedPattern: z.string() });
export type RegisterRuleView = z.infer<typeof registerRuleView>;

export const registerSettingsCall = defineCall({
  method: "GET",
  path: "/wps/system/setting/register",
  summary: "Registration field rules of the brand",
  response: z.array(registerRuleView),
  tags: ["system"],
});

export const maintenanceInfo = z.object({ enabled: z.boolean(), message: z.string() });
export const regionRestrictionInfo = z.object({
  blocked: z.boolean(),
  mode: z.enum(["off", "block", "allow"]),
});

export const consolidatedSettingsCall = defineCall({
  ...CALL_ROUTES.consolidatedSettings,
  summary: "Everything the site needs at start in one call",
  response: z.object({
    info: z.object({
      whitelabel: whitelabelInfo,
      register: z.array(registerRuleView),
      resources: z.array(resource),
      customerService,
      imageCDNs: z.array(z.string()),
      launchGameCDNs: z.array(z.string()),
    }),
    location,
    maintenance: maintenanceInfo,
    regionRestriction: regionRestrictionInfo,
  }),
  tags: ["system"],
});

export const countryItem = z.object({
  countryCode: z.string(),
  countryDialingCode: z.string(),
  mobileDigits: z.array(z.number().int()),
});
export type CountryItem = z.infer<typeof countryItem>;

export const countryCall = defineCall({
  ...CALL_ROUTES.country,
  summary: "Dialing regions with the mobile digit counts they accept; `current` is the visitor's country",
  response: z.object({ current: z.string(), list: z.array(countryItem) }),
  tags: ["system"],
});

export const DIALING_REGIONS: CountryItem[] = COUNTRIES.map((country) => ({
  countryCode: country.countryCode,
  countryDialingCode: country.countryDialingCode,
  mobileDigits: [...country.mobileDigits],
}));

export const domainRouteCall = defineCall({
  method: "GET",
  path: "/wps/system/domainRoute",
  summary: "Alternative domains with their measured speed, and the brand's resources",
  response: z.object({
    domainList: z.array(z.object({ domain: z.string(), speed: z.number().int() })),
    resources: z.array(resource),
  }),
  tags: ["system"],
});

export const publicKeyCall = defineCall({
  ...CALL_ROUTES.publicKey,
  summary: "The brand's RSA-OAEP-256 public key for encrypted calls",
  response: z.object({ keyId: z.string(), jwk: z.record(z.string(), z.unknown()) }),
  tags: ["system"],
});

export const helpArticleView = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  updatedAt: epochMs,
});
export const helpCategoryView = z.object({
  id: z.string(),
  title: z.string(),
  articles: z.array(helpArticleView),
});
export type HelpCategoryView = z.infer<typeof helpCategoryView>;

export const helpCenterCall = defineCall({
  method: "GET",
  path: "/wps/system/helpCenter",
  summary: "Help-centre categories and articles in the request's language",
  response: z.array(helpCategoryView),
  tags: ["content"],
});

export const ANNOUNCEMENT_TYPES = ["B", "PL", "PU", "PR", "H"] as const;
/** `agent`: notices shown only in the agent centre (never in the public list). */
export const NOTICE_GROUPS = ["player", "banners", "popup", "promotion", "agent"] as const;
/** The groups the public announcements call serves. */
export const PUBLIC_NOTICE_GROUPS = ["player", "banners", "popup", "promotion"] as const;

export const announcementView = z.object({
  id: z.string(),
  type: z.enum(ANNOUNCEMENT_TYPES),
  group: z.enum(NOTICE_GROUPS),
  title: z.string(),
  content: z.string(),
  imageUrl: z.string().nullable(),
  linkUrl: z.string().nullable(),
  time: epochMs,
});
export type AnnouncementView = z.infer<typeof announcementView>;

const commaList = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .max(200)
    .transform((text) =>
      text
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(values)).max(values.length));

export const listAnnouncementsCall = defineCall({
  ...CALL_ROUTES.listAnnouncements,
  summary: "Current announcements by type and group, newest first, paginated",
  query: z.object({
    types: commaList(ANNOUNCEMENT_TYPES).optional(),
    groups: commaList(PUBLIC_NOTICE_GROUPS).optional(),
    platform: z.enum(["W"]).optional(),
    execution: z.enum(["B"]).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(9),
  }),
  response: z.object({
    list: z.array(announcementView),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  }),
  tags: ["content"],
});

export const healthValue = z.object({ status: z.enum(["ok", "unavailable"]) });

/**
 * The start-up answers the server writes into the site's page (site-boot.ts), for the brand's
 * default language: the status, the settings and, on the home page, its notices.
 */
export const siteBoot = z.object({
  language: z.enum(LANGUAGES),
  status: systemStatusCall.response,
  settings: consolidatedSettingsCall.response,
  homeNotices: listAnnouncementsCall.response.optional(),
});
export type SiteBoot = z.infer<typeof siteBoot>;
