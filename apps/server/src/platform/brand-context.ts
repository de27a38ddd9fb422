import { type BrandSettings, brandSettings, type Language, parseLanguage } from "@lotus/contracts";
import type { Database } from "@lotus/db";
import { type BrandRow, listBrandRows } from "./brand-context.repository";
import { AppError } from "./errors";

export interface Brand {
  id: string;
  merchantCode: string;
  name: string;
  domains: string[];
  defaultLanguage: Language;
  languages: Language[];
  currency: { code: string; symbol: string; minorDigits: number };
  timeZone: string;
  settings: BrandSettings;
}

export function toBrand(row: BrandRow): Brand {
  return {
    id: row.id,
    merchantCode: row.merchantCode,
    name: row.name,
    domains: row.domains,
    defaultLanguage: parseLanguage(row.defaultLanguage) ?? "EN",
    languages: row.languages
      .map((code) => parseLanguage(code))
      .filter((code): code is Language => Boolean(code)),
    currency: { code: row.currencyCode, symbol: row.currencySymbol, minorDigits: row.minorDigits },
    timeZone: row.timeZone,
    // Parsing fills defaults for settings added after the row was written.
    settings: brandSettings.parse(row.settings),
  };
}

const CACHE_MS = 5_000;

/**
 * Brands by merchant code and by domain. Read on nearly every request, so kept for a few seconds;
 * a change made on another node shows within that time, and at once on this one (invalidate).
 */
export class BrandDirectory {
  private loadedAt = 0;
  private loading: Promise<void> | undefined;
  private byCode = new Map<string, Brand>();
  private byDomain = new Map<string, Brand>();

  constructor(
    private readonly db: Database,
    private readonly now: () => number = Date.now,
  ) {}

  invalidate(): void {
    this.loadedAt = 0;
  }

  async all(): Promise<Brand[]> {
    await this.refresh();
    return [...this.byCode.values()];
  }

  async byMerchant(code: string): Promise<Brand | undefined> {
    await this.refresh();
    return this.byCode.get(code.trim().toLowerCase());
  }

  async byHost(host: string): Promise<Brand | undefined> {
    await this.refresh();
    const name = hostName(host);
    return this.byDomain.get(name) ?? this.byDomain.get(name.replace(/^www\./, ""));
  }

  private async refresh(): Promise<void> {
    if (this.now() - this.loadedAt < CACHE_MS) return;
    this.loading ??= this.load().finally(() => {
      this.loading = undefined;
    });
    await this.loading;
  }

  private async load(): Promise<void> {
    const rows = await listBrandRows(this.db);
    const byCode = new Map<string, Brand>();
    const byDomain = new Map<string, Brand>();
    for (const row of rows) {
      const brand = toBrand(row);
      byCode.set(brand.merchantCode.toLowerCase(), brand);
      for (const domain of brand.domains) byDomain.set(hostName(domain), brand);
    }
    this.byCode = byCode;
    this.byDomain = byDomain;
    this.loadedAt = this.now();
  }
}

/** "Example.com:8080" → "example.com"; also accepts a URL. */
export function hostName(value: string): string {
  let host = value.trim().toLowerCase();
  if (host.includes("://")) {
    try {
      host = new URL(host).host;
    } catch {
      return "";
    }
  }
  if (host.startsWith("[")) return host.slice(0, host.indexOf("]") + 1);
  return host.split(":")[0] ?? "";
}

/** Language header → a known language, else the brand default. */
export function resolveLanguage(header: string | undefined, brand: Brand | undefined): Language {
  return parseLanguage(header) ?? brand?.defaultLanguage ?? "EN";
}

/** The brand a back-office call names (its `:brandId`): an unknown one is a 404. */
export function requireBrand(brand: Brand | undefined): Brand {
  if (!brand) throw new AppError("not_found");
  return brand;
}
