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
import type { FastifyInstance } from "fastify";
import { callBinder } from "../../platform/call-binder";
import type { Platform } from "../../platform/platform";
import { readUploadedFile, serveSignedImages } from "../../platform/uploads";
import { PROMOTION_MEDIA_PATH } from "./media";
import type { PromotionsService } from "./promotions.service";

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
    service.uploadImage(brand, session.memberId, await readUploadedFile(request)),
  );
  bind(promotionApplyCall, "member", async ({ brand, session, body }) =>
    service.apply(brand, session.memberId, body),
  );

  // Banners (public) and application images (signed URL), served to <img> tags.
  serveSignedImages(app, {
    path: PROMOTION_MEDIA_PATH,
    summary: "A promotion banner, or an application image through its signed, expiring URL",
    tags: ["promotions"],
    signature: "optional",
    read: (id, expires, sig) => service.media(id, expires, sig),
    cacheControl: (media) =>
      media.kind === "banner" ? "public, max-age=86400, immutable" : "private, max-age=3600",
  });
}
