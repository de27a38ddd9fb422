import type { Platform } from "../../platform/platform";
import { signedImageAddresses } from "../../platform/uploads";
import * as participations from "./participations.repository";

/** Where promotion images are served: banners by id, application images by signed, expiring URL. */
export const PROMOTION_MEDIA_PATH = "/promotion-media";
const SIGNED_FOR_MS = 60 * 60_000;

export function mediaUrls(platform: Platform) {
  const addresses = signedImageAddresses(platform, {
    purpose: "promotion-media",
    path: PROMOTION_MEDIA_PATH,
    forMs: SIGNED_FOR_MS,
  });
  return {
    banner: (id: string) => `${PROMOTION_MEDIA_PATH}/${id}`,
    /** Application images are shown in <img> tags, which cannot send the session header. */
    signed: addresses.url,
    async read(id: string, expires?: string, sig?: string) {
      const row = await participations.findMedia(platform.db, id);
      if (!row) return undefined;
      if (row.kind === "banner") return row;
      return addresses.valid(id, expires, sig) ? row : undefined;
    },
  };
}
