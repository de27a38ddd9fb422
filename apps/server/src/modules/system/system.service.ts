import {
  DIALING_REGIONS,
  effectiveRegisterRules,
  patternById,
  pickText,
  type RegisterRuleView,
  type WhitelabelInfo,
} from "@lotus/contracts";
import type { Brand } from "../../platform/brand-context";
import type { Platform } from "../../platform/platform";
import { isRegionBlocked, siteStatus } from "../../platform/site-state";

export function registerRulesView(brand: Brand): RegisterRuleView[] {
  return effectiveRegisterRules(brand.settings).map((rule) => ({
    ...rule,
    acceptedPattern: patternById(rule.patternId).source,
  }));
}

export function whitelabelView(brand: Brand): WhitelabelInfo {
  const { settings } = brand;
  return {
    merchantCode: brand.merchantCode,
    name: brand.name,
    logoUrl: settings.logoUrl,
    defaultLanguage: brand.defaultLanguage,
    languages: brand.languages,
    currency: brand.currency,
    timeZone: brand.timeZone,
    defaultTheme: settings.defaultTheme,
    features: settings.features,
    loginedToHomePage: settings.loginedToHomePage,
    loginFailuresBeforeCaptcha: settings.loginFailuresBeforeCaptcha,
    smsExpiryMinutes: settings.smsExpiryMinutes,
    botCheck: settings.botCheck,
    socialLinks: settings.socialLinks,
    esportsVendors: settings.esportsVendors,
    cockfightVendors: settings.cockfightVendors,
    platform: "W",
    device: "WEB",
  };
}

export function createSystemService(platform: Platform) {
  const location = (ip: string) => ({ ip, country: platform.countryOf(ip) });

  return {
    status(brand: Brand, ip: string, language: string) {
      const visitor = location(ip);
      const status = siteStatus(brand, ip, visitor.country);
      const message = status === 1 ? pickText(brand.settings.maintenance.message, language) : "";
      return {
        status,
        message,
        location: visitor,
        customerServiceUrl: brand.settings.customerService.url ?? "",
        merchantCode: brand.merchantCode,
      };
    },

    consolidated(brand: Brand, ip: string, language: string) {
      const visitor = location(ip);
      const { settings } = brand;
      return {
        info: {
          whitelabel: whitelabelView(brand),
          register: registerRulesView(brand),
          resources: settings.resources,
          customerService: settings.customerService,
          imageCDNs: settings.imageCDNs,
          launchGameCDNs: settings.launchGameCDNs,
        },
        location: visitor,
        maintenance: {
          enabled: settings.maintenance.enabled,
          message: settings.maintenance.enabled ? pickText(settings.maintenance.message, language) : "",
        },
        regionRestriction: {
          blocked: isRegionBlocked(brand, ip, visitor.country),
          mode: settings.regionRules.mode,
        },
      };
    },

    country(ip: string) {
      return { current: platform.countryOf(ip), list: DIALING_REGIONS };
    },

    domainRoute(brand: Brand) {
      const domains = brand.settings.domainList.length
        ? brand.settings.domainList
        : brand.domains.map((domain) => ({ domain, speed: 0 }));
      return { domainList: domains, resources: brand.settings.resources };
    },

    async publicKey(brand: Brand) {
      const key = await platform.encryption.activeKey(brand.id);
      return { keyId: key.keyId, jwk: key.publicJwk };
    },
  };
}

export type SystemService = ReturnType<typeof createSystemService>;
