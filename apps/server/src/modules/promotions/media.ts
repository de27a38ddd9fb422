import { createHmac } from "node:crypto";
import { safeEqual } from "../../platform/crypto";
import type { Platform } from "../../platform/platform";
import * as participations from "./participations.repository";

/** Where promotion images are served: banners by id, application images by signed, expiring URL. */
export const PROMOTION_MEDIA_PATH = "/promotion-media";
const SIGNED_FOR_MS = 60 * 60_000;

export function mediaUrls(platform: Platform) {
  const key = platform.deriveKey("promotion-media");
  const signature = (id: string, expires: number) =>
    createHmac("sha256", key).update(`${id}.${expires}`).digest("hex");
  return {
    banner: (id: string) => `${PROMOTION_MEDIA_PATH}/${id}`,
    /** Application images are shown in <img> tags, which cannot send the session header. */
    signed(id: string): string {
      const expires = platform.clock.now() + SIGNED_FOR_MS;
      return `${PROMOTION_MEDIA_PATH}/${id}?expires=${expires}&sig=${signature(id, expires)}`;
    },
    async read(id: string, expires?: string, sig?: string) {
      const row = await participations.findMedia(platform.db, id);
      if (!row) return undefined;
      if (row.kind === "banner") return row;
      const at = Number(expires);
      if (!Number.isSafeInteger(at) || at < platform.clock.now() || !sig) return undefined;
      return safeEqual(signature(id, at), sig) ? row : undefined;
    },
  };
}
