import {
  convertCall,
  pointBalanceCall,
  pointConfigCall,
  pointDetailsCall,
  pointExchangesCall,
  pointGiftsCall,
  redeemCall,
} from "@lotus/contracts";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { callBinder } from "../../platform/call-binder";
import { AppError } from "../../platform/errors";
import type { Platform } from "../../platform/platform";
import { sendImage } from "../../platform/uploads";
import { IMAGE_PATH, type MallAdmin } from "./mall.admin";
import type { MallService } from "./mall.service";

/** The site's points calls (SPEC §7, under /wps/relay/) and the gift images. */
export function registerMallRoutes(
  app: FastifyInstance,
  platform: Platform,
  mall: MallService,
  admin: MallAdmin,
): void {
  const bind = callBinder(app, platform);
  bind(pointBalanceCall, "member", async ({ brand, session }) => mall.balance(brand, session.memberId));
  bind(pointGiftsCall, "member", async ({ brand, session, language }) =>
    mall.gifts(brand, session.memberId, language),
  );
  bind(pointExchangesCall, "member", async ({ brand, session, query, language }) =>
    mall.exchanges(brand, session.memberId, query, language),
  );
  bind(pointConfigCall, "member", async ({ brand, session }) => mall.config(brand, session.memberId));
  bind(pointDetailsCall, "member", async ({ brand, session, query }) =>
    mall.details(brand, session.memberId, query),
  );
  bind(redeemCall, "member", async ({ brand, session, body, language }) =>
    mall.redeem(brand, session, body, language),
  );
  bind(convertCall, "member", async ({ brand, session, body }) => mall.convert(brand, session, body));

  // Gift images, served to <img> tags of both SPAs: the brand comes from Merchant or Host on the
  // site; the back office names it in the query (an image id alone is unguessable anyway).
  app.get(
    `${IMAGE_PATH}/:id`,
    {
      config: { access: "public" },
      schema: {
        summary: "A gift image of the points mall",
        tags: ["points-mall"],
        params: z.object({ id: z.string().uuid() }),
        querystring: z.object({ brand: z.string().uuid().optional() }),
      },
    },
    async (request, reply) => {
      const { id } = request.params as { id: string };
      const { brand: brandId } = request.query as { brand?: string };
      const merchant = request.headers.merchant;
      const brand = brandId
        ? (await platform.brands.all()).find((candidate) => candidate.id === brandId)
        : typeof merchant === "string" && merchant.trim()
          ? await platform.brands.byMerchant(merchant)
          : await platform.brands.byHost(request.headers.host ?? "");
      const image = brand ? await admin.image(brand.id, id) : undefined;
      if (!image) throw new AppError("not_found");
      return sendImage(reply, image, "public, max-age=86400, immutable");
    },
  );
}
