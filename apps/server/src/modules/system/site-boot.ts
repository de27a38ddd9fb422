import {
  type AnnouncementView,
  HOME_BANNERS_MAX,
  HOME_NOTICES_QUERY,
  listAnnouncementsCall,
  SITE_BOOT_ELEMENT_ID,
  SYSTEM_STATUS,
  siteBoot,
} from "@lotus/contracts";
import type { FastifyRequest } from "fastify";
import type { Platform } from "../../platform/platform";
import type { SystemService } from "./system.service";

/** The home's notices as its one announcements call answers them (content's public surface). */
export type HomeNoticesSource = (
  brandId: string,
  language: string,
  query: { types?: string[]; groups?: string[]; page: number; pageSize: number },
) => Promise<unknown>;

const HOME_NOTICES = listAnnouncementsCall.query?.parse(HOME_NOTICES_QUERY) ?? { page: 1, pageSize: 100 };

/** History paths that open the home page. */
const HOME_PATH = /^(index\.html)?$/i;

/** JSON inside a script element: every "<" escaped, so no "</script>" or "<!--" in a text can end it. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

function attribute(value: string): string {
  return value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}

/** The carousel's first image, as the site's carousel picks it. */
function firstBanner(list: readonly AnnouncementView[]): string | undefined {
  return (
    list
      .filter((notice) => notice.group === "banners")
      .slice(0, HOME_BANNERS_MAX)
      .find((notice) => notice.imageUrl)?.imageUrl ?? undefined
  );
}

/**
 * What the server writes into the site's page head (issue #10, the home's largest paint): the
 * answers of the start-up calls for the brand's default language (status, settings and, on the
 * home, its notices) and a preload of the carousel's first image, so a phone starts drawing the
 * page after its scripts instead of after three more round trips. Nothing is cached: the same
 * answers cost the same reads when the site asks for them, which it then does not.
 */
export function createSiteBoot(platform: Platform, system: SystemService, homeNotices: HomeNoticesSource) {
  return async function siteBootHead(request: FastifyRequest, path: string): Promise<string> {
    const brand = await platform.brands.byHost(request.headers.host ?? "");
    if (!brand) return "";
    const language = brand.defaultLanguage;
    const status = system.status(brand, request.ip, language);
    const open = status.status === SYSTEM_STATUS.normal;
    const notices =
      open && HOME_PATH.test(path) ? await homeNotices(brand.id, language, HOME_NOTICES) : undefined;
    const boot = siteBoot.parse({
      language,
      status,
      settings: system.consolidated(brand, request.ip, language),
      homeNotices: notices,
    });
    const banner = boot.homeNotices ? firstBanner(boot.homeNotices.list) : undefined;
    return (
      `<script id="${SITE_BOOT_ELEMENT_ID}" type="application/json">${scriptJson(boot)}</script>` +
      (banner ? `<link rel="preload" as="image" href="${attribute(banner)}" fetchpriority="high">` : "")
    );
  };
}

export type SiteBootHead = ReturnType<typeof createSiteBoot>;
