import {
  promotionApplyCall,
  promotionBindZaloCall,
  promotionCheckInCall,
  promotionClaimCall,
  promotionDetailCall,
  promotionImageUploadCall,
  promotionJoinCall,
  promotionListCall,
  promotionStateCall,
} from "@lotus/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { callBinder } from "../../platform/call-binder";
import { AppError } from "../../platform/errors";
import type { Platform } from "../../platform/platform";
import { PROMOTION_MEDIA_PATH } from "./media";
import type { PromotionsService } from "./promotions.service";

/** The multipart `file` of an upload; undefined for anything else or past the 5 MB limit. */
export async function readUpload(request: FastifyRequest): Promise<Buffer | undefined> {
  try {
    const file = await request.file();
    if (file?.fieldname !== "file") return undefined;
    return await file.toBuffer();
  } catch {
    return undefined;
  }
}

/** The site's promotion calls (SPEC §2, §4, §5, §7) and the promotion images. */
export function registerPromotionRoutes(
  app: FastifyInstance,
  platform: Platform,
  service: PromotionsService,
): void {
  const bind = callBinder(app, platform);
  bind(promotionListCall, "public", async ({ brand, language, query }) =>
    service.list(brand, language, query.category),
  );
  bind(promotionDetailCall, "public", async ({ brand, language, query }) =>
    service.detail(brand, language, query.id),
  );
  bind(promotionStateCall, "member", async ({ brand, session, query }) =>
    service.state(brand, session.memberId, query.id),
  );
  bind(promotionJoinCall, "member", async ({ brand, session, body }) =>
    service.join(brand, session.memberId, body.id, body),
  );
  bind(promotionClaimCall, "member", async ({ brand, session, body }) =>
    service.claim(brand, session.memberId, body.id),
  );
  bind(promotionCheckInCall, "member", async ({ brand, session, body }) =>
    service.checkIn(brand, session.memberId, body.id, body),
  );
  bind(promotionBindZaloCall, "member", async ({ brand, session, body }) =>
    service.bindZalo(brand, session.memberId, body.id, body.zalo, body),
  );
  bind(promotionImageUploadCall, "member", async ({ brand, session, request }) =>
    service.uploadImage(brand, session.memberId, await readUpload(request)),
  );
  bind(promotionApplyCall, "member", async ({ brand, session, body }) =>
    service.apply(brand, session.memberId, body),
  );

  // Banners (public) and application images (signed URL), served to <img> tags.
  app.get(
    `${PROMOTION_MEDIA_PATH}/:id`,
    {
      config: { access: "public" },
      schema: {
        summary: "A promotion banner, or an application image through its signed, expiring URL",
        tags: ["promotions"],
        params: z.object({ id: z.string().uuid() }),
        querystring: z.object({
          expires: z.string().max(20).optional(),
          sig: z.string().max(128).optional(),
        }),
      },
    },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      const { expires, sig } = request.query as { expires?: string; sig?: string };
      const media = await service.media(id, expires, sig);
      if (!media) throw new AppError("not_found");
      return reply
        .header("content-type", media.mimeType)
        .header(
          "cache-control",
          media.kind === "banner" ? "public, max-age=86400, immutable" : "private, max-age=3600",
        )
        .header("content-security-policy", "default-src 'none'")
        .header("x-content-type-options", "nosniff")
        .send(media.bytes);
    },
  );
}
