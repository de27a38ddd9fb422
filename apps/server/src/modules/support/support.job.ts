import type { Platform } from "../../platform/platform";
import { deleteUnusedImages } from "./images.repository";

export const SUPPORT_IMAGES_JOB = "support.images";
const HOUR_MS = 3_600_000;
/** An upload no message took within a day belongs to a form that was never sent. */
const UNUSED_FOR_MS = 24 * HOUR_MS;

/** Hourly: removes ticket images no message took (idempotent: a second run finds nothing left). */
export function registerSupportJob(platform: Platform): void {
  platform.jobs.register({
    name: SUPPORT_IMAGES_JOB,
    periodMs: HOUR_MS,
    run: async (now) => `removed ${await deleteUnusedImages(platform.db, new Date(now - UNUSED_FOR_MS))}`,
  });
}
