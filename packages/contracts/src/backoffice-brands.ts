import { z } from "zod";
import { brandParams, reason, tags } from "./backoffice-shared";
import { brandSettings, fieldRule, localizedText, regionRules } from "./brand";
import { defineCall, epochMs } from "./http";
import { LANGUAGES } from "./languages";

/** Back-office brand screens: brands, site state, registration rules. */

export const brandIdentity = z.object({
  merchantCode: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z][a-z0-9_-]{1,31}$/),
  name: z.string().trim().min(1).max(100),
  domains: z.array(z.string().trim().toLowerCase().min(1).max(255)).max(50),
  defaultLanguage: z.enum(LANGUAGES),
  languages: z.array(z.enum(LANGUAGES)).min(1),
  currencyCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/),
  currencySymbol: z.string().trim().min(1).max(8),
  minorDigits: z.number().int().min(0).max(4),
  timeZone: z.string().trim().min(1).max(64),
});

export const brandView = brandIdentity.extend({
  id: z.string(),
  settings: brandSettings,
  createdAt: epochMs,
  updatedAt: epochMs,
});
export type BrandView = z.infer<typeof brandView>;

export const brandListCall = defineCall({
  method: "GET",
  path: "/backoffice/api/brands",
  summary: "Brands the operator may see",
  response: z.array(brandView),
  tags,
});

export const brandCreateCall = defineCall({
  method: "POST",
  path: "/backoffice/api/brands",
  summary: "Create a brand; usable by the site at once",
  body: brandIdentity.extend({ settings: brandSettings.partial().optional() }).strict(),
  response: brandView,
  tags,
});

export const brandGetCall = defineCall({
  method: "GET",
  path: "/backoffice/api/brands/:brandId",
  summary: "One brand with all its settings",
  params: brandParams,
  response: brandView,
  tags,
});

export const brandUpdateCall = defineCall({
  method: "PUT",
  path: "/backoffice/api/brands/:brandId",
  summary: "Replace a brand's identity and settings (merchant code stays)",
  params: brandParams,
  body: brandIdentity.omit({ merchantCode: true }).extend({ settings: brandSettings, reason }).strict(),
  response: brandView,
  tags,
});

export const maintenanceUpdateCall = defineCall({
  method: "PUT",
  path: "/backoffice/api/brands/:brandId/maintenance",
  summary: "Switch maintenance on or off with its message",
  params: brandParams,
  body: z.strictObject({ enabled: z.boolean(), message: localizedText, reason }),
  response: brandView,
  tags,
});

export const regionRulesUpdateCall = defineCall({
  method: "PUT",
  path: "/backoffice/api/brands/:brandId/region-rules",
  summary: "Set the blocked or allowed countries",
  params: brandParams,
  body: regionRules.extend({ reason }).strict(),
  response: brandView,
  tags,
});

export const regionTestCall = defineCall({
  method: "GET",
  path: "/backoffice/api/brands/:brandId/region-test",
  summary: "What a visitor from this IP would see: country and site status",
  params: brandParams,
  query: z.object({ ip: z.union([z.ipv4(), z.ipv6()]) }),
  response: z.object({
    ip: z.string(),
    country: z.string(),
    status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  }),
  tags,
});

export const registerRulesUpdateCall = defineCall({
  method: "PUT",
  path: "/backoffice/api/brands/:brandId/register-rules",
  summary: "Set the registration field rules",
  params: brandParams,
  body: z.strictObject({ rules: z.array(fieldRule).max(50), reason }),
  response: brandView,
  tags,
});
