import type { Platform } from "../../platform/platform";
import { signedImageAddresses } from "../../platform/uploads";
import * as images from "./images.repository";

/** Where ticket images are served: by signed, expiring URL, as promotion application images are. */
export const SUPPORT_IMAGE_PATH = "/support-image";
const SIGNED_FOR_MS = 60 * 60_000;

export function supportImageUrls(platform: Platform) {
  // Rounded up to the minute, so a conversation read twice gives the same addresses (the browser's cache).
  const addresses = signedImageAddresses(platform, {
    purpose: "support-image",
    path: SUPPORT_IMAGE_PATH,
    forMs: SIGNED_FOR_MS,
    roundToMinute: true,
  });
  return {
    /** Images are shown in <img> tags, which cannot send the session header. */
    signed: addresses.url,
    async read(id: string, expires?: string, sig?: string) {
      return addresses.valid(id, expires, sig) ? images.findImage(platform.db, id) : undefined;
    },
  };
}

export type SupportImageUrls = ReturnType<typeof supportImageUrls>;
