/**
 * The site's page carries the answers of its start-up calls (issue #10): the server writes them as
 * JSON into a `<script type="application/json">` with this id, so the first screen starts without
 * a round trip for them. Kept free of zod: the site's first screen imports it.
 */
export const SITE_BOOT_ELEMENT_ID = "lotus-boot";

/** The home page's one notices call (carousel, notice line, promotions strip and popup in one answer). */
export const HOME_NOTICES_QUERY = {
  types: "B,PL,PU,PR,H",
  groups: "banners,player,promotion,popup",
  platform: "W",
  execution: "B",
  page: 1,
  // Every group's first page at once (the server's page cap; a brand shows far fewer notices).
  pageSize: 100,
} as const;

/** Banners the home carousel shows at most, from the home notices answer. */
export const HOME_BANNERS_MAX = 10;
