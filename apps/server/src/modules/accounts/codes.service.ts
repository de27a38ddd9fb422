import { randomInt, randomUUID } from "node:crypto";
import { normaliseMobile, type SmsSent } from "@lotus/contracts";
import type { Brand } from "../../platform/brand-context";
import { safeEqual } from "../../platform/crypto";
import { AppError, tooManyRequests } from "../../platform/errors";
import type { Platform } from "../../platform/platform";
import * as repo from "./accounts.repository";
import { pngDataUrl, renderCaptcha, seededRng } from "./captcha-image";
import {
  type CodePurpose,
  captchaAccepts,
  captchaExpiry,
  captchaHash,
  codeState,
  generateCaptchaCode,
  generateSmsCode,
  isUuid,
  mobileTarget,
  SMS_CODE_MAX_ATTEMPTS,
  smsCodeExpiry,
  smsCodeHash,
  smsRecipient,
} from "./codes";
import { smsCodeText } from "./messages";
import { LIMITS, type Throttle } from "./throttle";

export interface Mobile {
  dialingCode: string;
  localNumber: string;
}

/** Checks a mobile number for its region; 422 verification.mobile_invalid otherwise. */
export function requireMobile(dialingCode: string, mobileNo: string): Mobile {
  const localNumber = normaliseMobile(dialingCode.trim(), mobileNo.trim());
  if (!localNumber) throw new AppError("verification.mobile_invalid");
  return { dialingCode: dialingCode.trim(), localNumber };
}

/** Email codes live longer than SMS ones: mail can take a while to arrive. */
export const EMAIL_CODE_MINUTES = 10;

/** SMS codes, captchas and the bot check: the one-time proofs the other use cases ask for. */
export function createCodesService(platform: Platform, throttle: Throttle) {
  const smsPepper = platform.deriveKey("sms-code");
  const captchaPepper = platform.deriveKey("captcha");
  const now = () => platform.clock.now();

  /**
   * Uses the latest code sent to the target for the purpose: 422 verification.code_expired when
   * it has expired, verification.code_invalid when wrong, used, replaced or dead (5 wrong tries).
   */
  async function useCode(brand: Brand, purpose: CodePurpose, target: string, typed: string): Promise<void> {
    const stored = await repo.latestCode(platform.db, brand.id, purpose, target);
    if (!stored) throw new AppError("verification.code_invalid");
    const at = now();
    const state = codeState(stored, at);
    if (state === "expired") throw new AppError("verification.code_expired");
    if (state !== "live") throw new AppError("verification.code_invalid");
    if (!safeEqual(stored.codeHash, smsCodeHash(smsPepper, purpose, target, typed))) {
      await repo.countCodeAttempt(platform.db, stored.id, SMS_CODE_MAX_ATTEMPTS);
      throw new AppError("verification.code_invalid");
    }
    if (!(await repo.consumeCode(platform.db, stored.id, new Date(at))))
      throw new AppError("verification.code_invalid");
  }

  return {
    /** The bot check of DESIGN §6 when the brand has it on. */
    async requireBotCheck(brand: Brand, payload: string | undefined): Promise<void> {
      if (brand.settings.botCheck) await platform.botCheck.verify(brand.id, payload);
    },

    async challenge(brand: Brand, ip: string) {
      await throttle.limit(throttle.key(brand.id, "challenge", ip), LIMITS.challengePerIp);
      return {
        enabled: brand.settings.botCheck,
        challenge: brand.settings.botCheck ? await platform.botCheck.challenge() : null,
      };
    },

    /**
     * Sends a code by SMS. At most one send a second per number and per IP (rate.too_fast); more
     * than 5 sends to a number or 10 from an IP within 10 minutes lock it for 5 minutes.
     */
    async sendSms(
      brand: Brand,
      purpose: CodePurpose,
      mobile: Mobile,
      context: { ip: string; language: string },
      /** Business checks (number registered or not…), run once the request has passed the throttle. */
      precheck?: () => Promise<void>,
    ): Promise<SmsSent> {
      const target = mobileTarget(mobile.dialingCode, mobile.localNumber);
      const targetLock = throttle.key(brand.id, "sms-lock", "target", target);
      const ipLock = throttle.key(brand.id, "sms-lock", "ip", context.ip);
      await throttle.refuseWhileLocked(targetLock, ipLock);
      for (const fastKey of [
        throttle.key(brand.id, "sms-fast", "target", target),
        throttle.key(brand.id, "sms-fast", "ip", context.ip),
      ]) {
        const fast = await throttle.hit(fastKey, 1, LIMITS.smsFastMs);
        if (!fast.allowed) throw tooManyRequests(1, "rate.too_fast");
      }
      for (const [counter, lock, rule] of [
        [throttle.key(brand.id, "sms-window", "target", target), targetLock, LIMITS.smsPerTarget],
        [throttle.key(brand.id, "sms-window", "ip", context.ip), ipLock, LIMITS.smsPerIp],
      ] as const) {
        const window = await throttle.hit(counter, rule.limit, rule.windowMs);
        if (!window.allowed) {
          await throttle.lock(lock, LIMITS.smsLockMs);
          await throttle.reset(counter);
          throw tooManyRequests(LIMITS.smsLockMs / 1000);
        }
      }
      await precheck?.();

      const code = generateSmsCode();
      const at = now();
      const minutes = brand.settings.smsExpiryMinutes;
      const expiresAt = smsCodeExpiry(at, minutes);
      await repo.replaceCode(platform.db, {
        brandId: brand.id,
        purpose,
        channel: "sms",
        target,
        codeHash: smsCodeHash(smsPepper, purpose, target, code),
        expiresAt: new Date(expiresAt),
        at: new Date(at),
      });
      await platform.messaging.send({
        brandId: brand.id,
        channel: "sms",
        recipient: smsRecipient(mobile.dialingCode, mobile.localNumber),
        body: smsCodeText(brand.name, purpose, code, minutes, context.language),
      });
      return { expiredMinutes: minutes, expirationTime: expiresAt };
    },

    /** Uses the latest code sent to the number for the purpose (see useCode). */
    async useSmsCode(brand: Brand, purpose: CodePurpose, mobile: Mobile, typed: string): Promise<void> {
      await useCode(brand, purpose, mobileTarget(mobile.dialingCode, mobile.localNumber), typed);
    },

    /**
     * Sends a code by email to `recipient` for `target` (emailTarget): at most one a second per
     * member, 5 within 10 minutes per address and per member, then a 5-minute lock.
     */
    async sendEmailCode(
      brand: Brand,
      purpose: CodePurpose,
      send: { target: string; recipient: string; memberId: string },
      message: (code: string, minutes: number) => { subject: string; body: string },
    ): Promise<SmsSent> {
      const address = send.recipient.toLowerCase();
      const targetLock = throttle.key(brand.id, "email-lock", "target", address);
      const memberLock = throttle.key(brand.id, "email-lock", "member", send.memberId);
      await throttle.refuseWhileLocked(targetLock, memberLock);
      const fast = await throttle.hit(
        throttle.key(brand.id, "email-fast", "member", send.memberId),
        1,
        LIMITS.smsFastMs,
      );
      if (!fast.allowed) throw tooManyRequests(1, "rate.too_fast");
      for (const [counter, lock] of [
        [throttle.key(brand.id, "email-window", "target", address), targetLock],
        [throttle.key(brand.id, "email-window", "member", send.memberId), memberLock],
      ] as const) {
        const window = await throttle.hit(counter, LIMITS.smsPerTarget.limit, LIMITS.smsPerTarget.windowMs);
        if (!window.allowed) {
          await throttle.lock(lock, LIMITS.smsLockMs);
          await throttle.reset(counter);
          throw tooManyRequests(LIMITS.smsLockMs / 1000);
        }
      }
      const code = generateSmsCode();
      const at = now();
      const expiresAt = smsCodeExpiry(at, EMAIL_CODE_MINUTES);
      await repo.replaceCode(platform.db, {
        brandId: brand.id,
        purpose,
        channel: "email",
        target: send.target,
        codeHash: smsCodeHash(smsPepper, purpose, send.target, code),
        expiresAt: new Date(expiresAt),
        at: new Date(at),
      });
      await platform.messaging.send({
        brandId: brand.id,
        channel: "email",
        recipient: send.recipient,
        ...message(code, EMAIL_CODE_MINUTES),
      });
      return { expiredMinutes: EMAIL_CODE_MINUTES, expirationTime: expiresAt };
    },

    /** Uses the latest email code of the target, with the SMS codes' rules. */
    async useEmailCode(brand: Brand, purpose: CodePurpose, target: string, typed: string): Promise<void> {
      await useCode(brand, purpose, target, typed);
    },

    /** A fresh captcha image; throttled per IP. */
    async createCaptcha(brand: Brand, ip: string) {
      await throttle.limit(throttle.key(brand.id, "captcha", ip), LIMITS.captchaPerIp);
      const id = randomUUID();
      const code = generateCaptchaCode();
      const expiresAt = captchaExpiry(now());
      await repo.insertCaptcha(platform.db, {
        id,
        brandId: brand.id,
        codeHash: captchaHash(captchaPepper, id, code),
        expiresAt: new Date(expiresAt),
      });
      const image = renderCaptcha(code, seededRng(randomInt(2 ** 32)));
      return { captchaId: id, image: pngDataUrl(image), expiresAt };
    },

    /** True when the captcha is right; the captcha is used up either way. */
    async useCaptcha(
      brand: Brand,
      captchaId: string | undefined,
      typed: string | undefined,
    ): Promise<boolean> {
      if (!isUuid(captchaId) || !typed?.trim()) return false;
      const at = now();
      const stored = await repo.takeCaptcha(platform.db, brand.id, captchaId, new Date(at));
      return stored ? captchaAccepts(stored, captchaHash(captchaPepper, captchaId, typed), at) : false;
    },
  };
}

export type CodesService = ReturnType<typeof createCodesService>;
