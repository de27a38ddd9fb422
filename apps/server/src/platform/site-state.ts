import type { Brand } from "./brand-context";

export interface SiteState {
  status: 0 | 1 | 2;
  country: string;
}

const PRIVATE_RANGES = [
  /^127\./,
  /^10\./,
  /^192\.168\./,
  /^172\.(1[6-9]|2\d|3[01])\./,
  /^::1$/,
  /^f[cd]/i,
  /^fe80:/i,
];

function isPrivateAddress(ip: string): boolean {
  const address = ip.startsWith("::ffff:") ? ip.slice(7) : ip;
  return PRIVATE_RANGES.some((range) => range.test(address));
}

/** Whether the brand's region rules block a visitor (SPEC §1, §4). */
export function isRegionBlocked(brand: Brand, ip: string, country: string): boolean {
  const rules = brand.settings.regionRules;
  if (rules.mode === "off" || rules.allowIps.includes(ip)) return false;
  // Private addresses have no country: the operator's own network and local development pass.
  if (!country && isPrivateAddress(ip)) return false;
  const listed = rules.countries.includes(country.toUpperCase());
  return rules.mode === "block" ? listed : !listed;
}

/** 0 normal, 1 maintenance, 2 region blocked; maintenance wins. */
export function siteStatus(brand: Brand, ip: string, country: string): SiteState["status"] {
  if (brand.settings.maintenance.enabled) return 1;
  return isRegionBlocked(brand, ip, country) ? 2 : 0;
}
