import { createHmac } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { safeEqual } from "./crypto";
import { AppError } from "./errors";
import type { Platform } from "./platform";

/** png or jpg by the first bytes, whatever the file name or declared type says. */
export function imageType(bytes: Uint8Array): "image/png" | "image/jpeg" | undefined {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((byte, index) => bytes[index] === byte)) return "image/png";
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  return undefined;
}

/**
 * The multipart `file` field of an upload; undefined for a request without one, another field, or a
 * file past the multipart fileSize limit app.ts sets (5 MB: `toBuffer` throws then).
 */
export async function readUploadedFile(request: FastifyRequest): Promise<Buffer | undefined> {
  try {
    const file = await request.file();
    if (file?.fieldname !== "file") return undefined;
    return await file.toBuffer();
  } catch {
    return undefined;
  }
}

/**
 * Signed, expiring addresses for images shown in <img> tags, which cannot send the session header.
 * `roundToMinute` rounds the expiry up to the minute, so a list fetched twice gives the same
 * addresses (the browser's cache).
 */
export function signedImageAddresses(
  platform: Pick<Platform, "deriveKey" | "clock">,
  options: { purpose: string; path: string; forMs: number; roundToMinute?: boolean },
) {
  const key = platform.deriveKey(options.purpose);
  const signature = (id: string, expires: number) =>
    createHmac("sha256", key).update(`${id}.${expires}`).digest("hex");
  return {
    url(id: string): string {
      const until = platform.clock.now() + options.forMs;
      const expires = options.roundToMinute ? Math.ceil(until / 60_000) * 60_000 : until;
      return `${options.path}/${id}?expires=${expires}&sig=${signature(id, expires)}`;
    },
    /** Whether the address was signed here for this image and has not expired. */
    valid(id: string, expires: string | undefined, sig: string | undefined): boolean {
      const at = Number(expires);
      if (!Number.isSafeInteger(at) || at < platform.clock.now() || !sig) return false;
      return safeEqual(signature(id, at), sig);
    },
  };
}

export interface StoredImage {
  mimeType: string;
  bytes: Buffer;
}

/** An image answer: its own type, never sniffed by the browser nor run as a page. */
export function sendImage(reply: FastifyReply, image: StoredImage, cacheControl: string): FastifyReply {
  return reply
    .header("content-type", image.mimeType)
    .header("cache-control", cacheControl)
    .header("content-security-policy", "default-src 'none'")
    .header("x-content-type-options", "nosniff")
    .send(image.bytes);
}

/**
 * The public GET route of images behind signed addresses, `${path}/:id?expires=…&sig=…`. `read`
 * checks the signature (an unsigned banner may pass where `signature` is "optional"); anything it
 * does not find is a 404.
 */
export function serveSignedImages<Image extends StoredImage>(
  app: FastifyInstance,
  options: {
    path: string;
    summary: string;
    tags: string[];
    signature: "required" | "optional";
    read: (id: string, expires: string | undefined, sig: string | undefined) => Promise<Image | undefined>;
    cacheControl?: (image: Image) => string;
  },
): void {
  const expires = z.string().max(20);
  const sig = z.string().max(128);
  app.get(
    `${options.path}/:id`,
    {
      config: { access: "public" },
      schema: {
        summary: options.summary,
        tags: options.tags,
        params: z.object({ id: z.string().uuid() }),
        querystring:
          options.signature === "required"
            ? z.object({ expires, sig })
            : z.object({ expires: expires.optional(), sig: sig.optional() }),
      },
    },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      const query = request.query as { expires?: string; sig?: string };
      const image = await options.read(id, query.expires, query.sig);
      if (!image) throw new AppError("not_found");
      return sendImage(reply, image, options.cacheControl?.(image) ?? "private, max-age=3600");
    },
  );
}
