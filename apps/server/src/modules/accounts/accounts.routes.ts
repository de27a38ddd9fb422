import {
  affiliateCheckCall,
  avatarChooseCall,
  avatarListCall,
  avatarUploadCall,
  botChallengeCall,
  captchaCall,
  firstLoginCall,
  freePlayCall,
  languageUpdateCall,
  loginCall,
  loginVerificationCall,
  loginVerificationSmsCall,
  logoutCall,
  memberInfoCall,
  passwordChangeCall,
  passwordEmailCall,
  passwordResetCall,
  passwordSmsCall,
  passwordVerificationCall,
  playerAvatarCall,
  registerCall,
  registerMobileCall,
  rememberLoginCall,
  smsLoginCall,
  smsRegisterCall,
} from "@lotus/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { type Brand, hostName } from "../../platform/brand-context";
import { callBinder } from "../../platform/call-binder";
import { AppError } from "../../platform/errors";
import type { Platform } from "../../platform/platform";
import { readUploadedFile, sendImage } from "../../platform/uploads";
import type { Accounts } from "./accounts.service";
import type { RequestContext } from "./login.service";
import { MEDIA_PATH } from "./profile.service";

/** The request facts the use cases record: brand, IP, language and the browser (user agent). */
export function context(request: FastifyRequest, brand: Brand, ip: string): RequestContext {
  const userAgent = request.headers["user-agent"];
  return {
    brand,
    ip,
    language: request.language,
    userAgent: typeof userAgent === "string" ? userAgent : undefined,
  };
}

/**
 * Where links sent by email point: PUBLIC_URL, else the request's origin when it is one of the
 * brand's domains (a forged Host never makes it into a reset link), else the brand's first domain.
 */
function publicOrigin(platform: Platform, request: FastifyRequest, brand: Brand): string {
  if (platform.env.PUBLIC_URL) return platform.env.PUBLIC_URL.replace(/\/+$/, "");
  const host = request.host;
  const known = brand.domains.some((domain) => hostName(domain) === hostName(host));
  if (known || brand.domains.length === 0) return `${request.protocol}://${host}`;
  return `${request.protocol}://${brand.domains[0]}`;
}

export function registerAccountsRoutes(app: FastifyInstance, platform: Platform, accounts: Accounts): void {
  const { codes, login, registration, passwords, profile } = accounts;
  const bind = callBinder(app, platform);

  // Bot check, captcha, SMS codes.
  bind(botChallengeCall, "public", async ({ brand, ip }) => codes.challenge(brand, ip));
  bind(captchaCall, "public", async ({ brand, ip }) => codes.createCaptcha(brand, ip));
  bind(smsRegisterCall, "public", async ({ request, brand, ip, body }) =>
    registration.sendCode(context(request, brand, ip), body),
  );
  bind(smsLoginCall, "public", async ({ request, brand, ip, body }) =>
    login.sendLoginCode(context(request, brand, ip), body),
  );

  // Sessions.
  bind(loginCall, "public", async ({ request, brand, ip, body }) =>
    login.login(context(request, brand, ip), body),
  );
  bind(loginVerificationSmsCall, "public", async ({ request, brand, ip, body }) =>
    login.sendIpVerificationSms(context(request, brand, ip), body.ticket),
  );
  bind(loginVerificationCall, "public", async ({ request, brand, ip, body }) =>
    login.verifyIp(context(request, brand, ip), body),
  );
  bind(rememberLoginCall, "public", async ({ request, brand, ip, body }) =>
    login.remember(context(request, brand, ip), body.rememberToken),
  );
  bind(freePlayCall, "public", async ({ request, brand, ip }) =>
    login.freePlay(context(request, brand, ip), request.headers.referer),
  );
  bind(logoutCall, { access: "public", gate: false }, async ({ request, brand, body }) =>
    login.logout(brand, request.session, body?.rememberToken),
  );
  bind(firstLoginCall, { access: "member", trial: true }, async ({ session }) => login.firstLogin(session));

  // Registration.
  bind(registerCall, "public", async ({ request, brand, ip, body }) =>
    registration.register(context(request, brand, ip), "username", body, {
      registerUrl: request.headers.referer,
    }),
  );
  bind(registerMobileCall, "public", async ({ request, brand, ip, body }) => {
    const { regType: _regType, ...fields } = body;
    return registration.register(context(request, brand, ip), "mobile", fields, {
      registerUrl: request.headers.referer,
    });
  });
  bind(affiliateCheckCall, "public", async ({ request, brand, ip, query }) =>
    registration.checkInvitation(context(request, brand, ip), query.code),
  );

  // Passwords.
  bind(passwordChangeCall, "member", async ({ request, brand, ip, session, body }) =>
    passwords.change(context(request, brand, ip), session, body),
  );
  bind(passwordEmailCall, "public", async ({ request, brand, ip, body }) =>
    passwords.sendResetLink(context(request, brand, ip), body, publicOrigin(platform, request, brand)),
  );
  bind(passwordResetCall, "public", async ({ request, brand, ip, body }) =>
    passwords.resetWithLink(context(request, brand, ip), body),
  );
  bind(passwordSmsCall, "public", async ({ request, brand, ip, body }) =>
    passwords.sendRecoveryCode(context(request, brand, ip), body),
  );
  bind(passwordVerificationCall, "public", async ({ request, brand, ip, body }) =>
    passwords.recoverWithCode(context(request, brand, ip), body),
  );

  // Member information, avatars, language (trial accounts too).
  const own = { access: "member", trial: true } as const;
  bind(memberInfoCall, own, async ({ session }) => profile.info(session));
  bind(playerAvatarCall, own, async ({ session }) => profile.avatar(session));
  bind(avatarListCall, own, async () => profile.avatarList());
  bind(avatarChooseCall, own, async ({ session, body, language }) =>
    profile.chooseAvatar(session, body.avatar, language),
  );
  bind(avatarUploadCall, own, async ({ request, session }) =>
    profile.uploadAvatar(session, await readUploadedFile(request)),
  );
  bind(languageUpdateCall, own, async ({ session, body }) => profile.setLanguage(session, body.language));

  // Uploaded images, served to <img> tags: outside /wps, so the brand comes from Merchant or Host here.
  app.get(
    `${MEDIA_PATH}/:id`,
    {
      config: { access: "public" },
      schema: {
        summary: "An uploaded image (custom avatar) of the request's brand",
        tags: ["accounts"],
        params: z.object({ id: z.string().max(64) }),
      },
    },
    async (request, reply) => {
      const merchant = request.headers.merchant;
      const brand =
        typeof merchant === "string" && merchant.trim()
          ? await platform.brands.byMerchant(merchant)
          : await platform.brands.byHost(request.headers.host ?? "");
      const { id } = request.params as { id: string };
      const media = brand ? await profile.media(brand.id, id) : undefined;
      if (!media) throw new AppError("not_found");
      return sendImage(reply, media, "private, max-age=86400, immutable");
    },
  );
}
