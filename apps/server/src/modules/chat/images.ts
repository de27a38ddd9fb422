import { CHAT_IMAGE_MAX_BYTES } from "@lotus/contracts";
import type { Executor } from "@lotus/db";
import { AppError } from "../../platform/errors";
import type { Platform } from "../../platform/platform";
import { imageType, signedImageAddresses } from "../../platform/uploads";
import * as repo from "./chat.repository";

/** Where chat images are served: by signed, expiring address, which only the parties' message lists give. */
export const CHAT_IMAGE_PATH = "/chat-image";
const SIGNED_FOR_MS = 60 * 60_000;

/** png or jpg by the first bytes (whatever the name says), undefined past 5 MB. */
export function chatImageType(bytes: Uint8Array | undefined): "image/png" | "image/jpeg" | undefined {
  if (!bytes || bytes.length > CHAT_IMAGE_MAX_BYTES) return undefined;
  return imageType(bytes);
}

/**
 * An image message's content: the bytes checked first (else upload.invalid_image), then stored with
 * the conversation in the message's own transaction.
 */
export function imageContent(brandId: string, bytes: Buffer | undefined, at: () => Date) {
  const mimeType = chatImageType(bytes);
  if (!bytes || !mimeType) throw new AppError("upload.invalid_image");
  return async (tx: Executor, conversation: { id: string }) => {
    const image = await repo.insertImage(tx, {
      brandId,
      conversationId: conversation.id,
      mimeType,
      size: bytes.length,
      bytes,
      createdAt: at(),
    });
    return { imageId: image.id };
  };
}

export function chatImages(platform: Platform) {
  // Rounded to the minute, so a list fetched twice gives the same addresses (the browser's cache).
  const addresses = signedImageAddresses(platform, {
    purpose: "chat-image",
    path: CHAT_IMAGE_PATH,
    forMs: SIGNED_FOR_MS,
    roundToMinute: true,
  });
  return {
    /** Images are shown in <img> tags, which cannot send the session header. */
    url: addresses.url,
    async read(id: string, expires: string | undefined, sig: string | undefined) {
      return addresses.valid(id, expires, sig) ? repo.imageById(platform.db, id) : undefined;
    },
  };
}

export type ChatImages = ReturnType<typeof chatImages>;
