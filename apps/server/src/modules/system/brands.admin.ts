import {
  type BrandSettings,
  type BrandView,
  brandSettings,
  type FieldRule,
  type LocalizedText,
  type RegionRules,
} from "@lotus/contracts";
import { ensureHouseCatalogue } from "@lotus/db";
import { toBrand } from "../../platform/brand-context";
import { AppError } from "../../platform/errors";
import type { OperatorContext } from "../../platform/http";
import type { Platform } from "../../platform/platform";
import { siteStatus } from "../../platform/site-state";
import { isTimeZone } from "../../platform/time";
import { actorOf, recordAudit } from "../operators";
import {
  type BrandChanges,
  type BrandRow,
  findBrandRow,
  insertBrand,
  listBrandRows,
  updateBrand,
} from "./brands.repository";

export function toBrandView(row: BrandRow): BrandView {
  const brand = toBrand(row);
  return {
    id: row.id,
    merchantCode: row.merchantCode,
    name: row.name,
    domains: row.domains,
    defaultLanguage: brand.defaultLanguage,
    languages: brand.languages,
    currencyCode: row.currencyCode,
    currencySymbol: row.currencySymbol,
    minorDigits: row.minorDigits,
    timeZone: row.timeZone,
    settings: brand.settings,
    createdAt: row.createdAt.getTime(),
    updatedAt: row.updatedAt.getTime(),
  };
}

interface BrandIdentityInput {
  name: string;
  domains: string[];
  defaultLanguage: BrandView["defaultLanguage"];
  languages: BrandView["languages"];
  currencyCode: string;
  currencySymbol: string;
  minorDigits: number;
  timeZone: string;
}

/** Brand administration of the back office; every write is audited and effective at once. */
export function createBrandAdmin(platform: Platform) {
  const { db } = platform;

  async function assertIdentity(input: BrandIdentityInput, selfId?: string): Promise<void> {
    if (!isTimeZone(input.timeZone)) throw new AppError("brand.invalid_time_zone");
    if (!input.languages.includes(input.defaultLanguage)) {
      throw new AppError("validation.failed", {
        fields: { defaultLanguage: "The default language must be enabled" },
      });
    }
    const others = (await listBrandRows(db)).filter((row) => row.id !== selfId);
    const taken = new Set(others.flatMap((row) => row.domains));
    if (input.domains.some((domain) => taken.has(domain))) throw new AppError("brand.domain_taken");
  }

  async function change(
    operator: OperatorContext,
    ip: string,
    brandId: string,
    action: string,
    apply: (row: BrandRow) => BrandChanges,
    reason?: string,
  ): Promise<BrandView> {
    const view = await db.transaction(async (tx) => {
      const row = await findBrandRow(tx, brandId);
      if (!row) throw new AppError("not_found");
      const updated = await updateBrand(tx, brandId, {
        ...apply(row),
        updatedAt: new Date(platform.clock.now()),
      });
      const before = toBrandView(row);
      const after = toBrandView(updated);
      await recordAudit(tx, actorOf(operator, ip), {
        brandId,
        action,
        targetType: "brand",
        targetId: brandId,
        before,
        after,
        reason: reason ?? null,
      });
      return after;
    });
    platform.brands.invalidate();
    return view;
  }

  const withSettings = (row: BrandRow, patch: Partial<BrandSettings>) => ({
    settings: brandSettings.parse({ ...brandSettings.parse(row.settings), ...patch }),
  });

  return {
    async list(operator: OperatorContext): Promise<BrandView[]> {
      const rows = await listBrandRows(db);
      return rows.filter((row) => operator.allBrands || operator.brandIds.includes(row.id)).map(toBrandView);
    },

    async get(brandId: string): Promise<BrandView> {
      const row = await findBrandRow(db, brandId);
      if (!row) throw new AppError("not_found");
      return toBrandView(row);
    },

    async create(
      operator: OperatorContext,
      input: BrandIdentityInput & { merchantCode: string; settings?: Partial<BrandSettings> },
      ip: string,
    ): Promise<BrandView> {
      await assertIdentity(input);
      const view = await db.transaction(async (tx) => {
        if ((await listBrandRows(tx)).some((row) => row.merchantCode === input.merchantCode)) {
          throw new AppError("brand.merchant_taken");
        }
        const { settings, ...identity } = input;
        const row = await insertBrand(tx, { ...identity, settings: brandSettings.parse(settings ?? {}) });
        // Every brand offers the house slots from the start.
        await ensureHouseCatalogue(tx, row.id);
        const after = toBrandView(row);
        await recordAudit(tx, actorOf(operator, ip), {
          brandId: row.id,
          action: "brand.create",
          targetType: "brand",
          targetId: row.id,
          after,
        });
        return after;
      });
      platform.brands.invalidate();
      return view;
    },

    async update(
      operator: OperatorContext,
      brandId: string,
      input: BrandIdentityInput & { settings: BrandSettings; reason?: string },
      ip: string,
    ): Promise<BrandView> {
      await assertIdentity(input, brandId);
      const { reason, settings, ...identity } = input;
      return change(
        operator,
        ip,
        brandId,
        "brand.update",
        () => ({ ...identity, settings: brandSettings.parse(settings) }),
        reason,
      );
    },

    /** Changes some settings of a brand (screens that own a slice of them, such as the games lists). */
    patchSettings(
      operator: OperatorContext,
      brandId: string,
      action: string,
      patch: Partial<BrandSettings>,
      ip: string,
    ): Promise<BrandView> {
      return change(operator, ip, brandId, action, (row) => withSettings(row, patch));
    },

    maintenance(
      operator: OperatorContext,
      brandId: string,
      input: { enabled: boolean; message: LocalizedText; reason?: string },
      ip: string,
    ) {
      return change(
        operator,
        ip,
        brandId,
        input.enabled ? "site.maintenance_on" : "site.maintenance_off",
        (row) => withSettings(row, { maintenance: { enabled: input.enabled, message: input.message } }),
        input.reason,
      );
    },

    regionRules(
      operator: OperatorContext,
      brandId: string,
      input: RegionRules & { reason?: string },
      ip: string,
    ) {
      const { reason, ...rules } = input;
      const countries = [...new Set(rules.countries.map((code) => code.toUpperCase()))];
      return change(
        operator,
        ip,
        brandId,
        "site.region_rules",
        (row) => withSettings(row, { regionRules: { ...rules, countries } }),
        reason,
      );
    },

    registerRules(
      operator: OperatorContext,
      brandId: string,
      input: { rules: FieldRule[]; reason?: string },
      ip: string,
    ) {
      const fields = new Set<string>();
      for (const rule of input.rules) {
        if (fields.has(rule.field))
          throw new AppError("validation.failed", { fields: { [rule.field]: "Listed twice" } });
        if (rule.minLength > rule.maxLength) {
          throw new AppError("validation.failed", {
            fields: { [rule.field]: "Minimum length is above the maximum" },
          });
        }
        fields.add(rule.field);
      }
      return change(
        operator,
        ip,
        brandId,
        "brand.register_rules",
        (row) => withSettings(row, { registerRules: input.rules }),
        input.reason,
      );
    },

    async regionTest(brandId: string, ip: string) {
      const brand = (await platform.brands.all()).find((candidate) => candidate.id === brandId);
      if (!brand) throw new AppError("not_found");
      const country = platform.countryOf(ip);
      return { ip, country, status: siteStatus(brand, ip, country) };
    },
  };
}

export type BrandAdmin = ReturnType<typeof createBrandAdmin>;
