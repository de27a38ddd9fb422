import { fieldMessage } from "@lotus/contracts";
import type { Brand } from "../../platform/brand-context";
import { AppError, fieldError } from "../../platform/errors";
import { hashPassword, verifyPassword } from "../../platform/passwords";
import type { AuthenticatedSession } from "../../platform/sessions";
import { type BankAccountRow, insertBankAccount, listBankAccounts } from "./bank-accounts.repository";
import { banksFor, findBank } from "./banks";
import type { PaymentsContext } from "./context";
import {
  BANK_ACCOUNTS_PER_MEMBER,
  checkPayeeName,
  maskAccountNumber,
  normalisePayeeName,
} from "./payment-rules";
import { findMember, lockKey, type PaymentMember, setPaymentPasswordHash } from "./payments.repository";

/** Wrong payment passwords before the lock, and how long the lock lasts. */
export const PAYMENT_PASSWORD_POLICY = { attempts: 5, windowMs: 15 * 60_000, lockMs: 15 * 60_000 } as const;

/**
 * The payment password (6 digits, scrypt, its own throttle) and the withdrawal bank accounts.
 * The hash lives in `members.payment_password_hash`, which registration also fills.
 */
export function createSecurityService(ctx: PaymentsContext) {
  const { db, platform } = ctx;
  const limiter = platform.limiter;
  const keys = (brandId: string, memberId: string) => ({
    counter: `payments:${brandId}:paypw-fail:${memberId}`,
    lock: `payments:${brandId}:paypw-lock:${memberId}`,
  });

  async function member(session: AuthenticatedSession): Promise<PaymentMember> {
    const row = await findMember(db, session.brandId, session.memberId);
    if (!row) throw new AppError("auth.required");
    return row;
  }

  async function refuseWhileLocked(brandId: string, memberId: string) {
    const remaining = await limiter.lockedFor(keys(brandId, memberId).lock);
    if (remaining > 0) throw lockedError(remaining);
  }

  function lockedError(remainingMs: number) {
    const seconds = Math.max(1, Math.ceil(remainingMs / 1000));
    return new AppError(
      "payment.password_locked",
      { retryAfter: seconds },
      { "retry-after": String(seconds) },
    );
  }

  /** Counts a wrong secret; the fifth within the window locks payment-password use for 15 minutes. */
  async function wrongAttempt(
    brandId: string,
    memberId: string,
    code: "payment.password_incorrect" | "password.incorrect",
  ) {
    const { counter, lock } = keys(brandId, memberId);
    const hit = await limiter.hit(
      counter,
      PAYMENT_PASSWORD_POLICY.attempts,
      PAYMENT_PASSWORD_POLICY.windowMs,
    );
    if (hit.count >= PAYMENT_PASSWORD_POLICY.attempts) {
      await limiter.lock(lock, PAYMENT_PASSWORD_POLICY.lockMs);
      await limiter.reset(counter);
      return lockedError(PAYMENT_PASSWORD_POLICY.lockMs);
    }
    return new AppError(code, { attemptsLeft: PAYMENT_PASSWORD_POLICY.attempts - hit.count });
  }

  /** Checks the payment password of a money call; throws not set, incorrect (attempts left) or locked. */
  async function verify(row: PaymentMember, brandId: string, paymentPassword: string): Promise<void> {
    await refuseWhileLocked(brandId, row.id);
    if (!row.paymentPasswordHash) throw new AppError("payment.password_not_set");
    if (!(await verifyPassword(paymentPassword, row.paymentPasswordHash)))
      throw await wrongAttempt(brandId, row.id, "payment.password_incorrect");
    await limiter.reset(keys(brandId, row.id).counter);
  }

  function bankView(brand: Brand, row: BankAccountRow) {
    return {
      id: row.id,
      bankCode: row.bankCode,
      bankName: findBank(brand.currency.code, row.bankCode)?.name ?? row.bankCode,
      accountNumber: maskAccountNumber(row.accountNumber),
      payeeName: row.payeeName,
      createdAt: row.createdAt.getTime(),
    };
  }

  return {
    member,
    verify,
    bankView,

    async setPaymentPassword(
      session: AuthenticatedSession,
      body: { oldPaymentPassword?: string; paymentPassword: string; confirmPaymentPassword: string },
      language: string,
    ) {
      if (body.paymentPassword !== body.confirmPaymentPassword)
        throw fieldError({ confirmPaymentPassword: fieldMessage("confirmMismatch", language) });
      await ctx.limit(session.brandId, "paymentPassword", session.memberId);
      const row = await member(session);
      if (row.paymentPasswordHash) {
        if (!body.oldPaymentPassword) throw new AppError("payment.password_old_required");
        await verify(row, session.brandId, body.oldPaymentPassword);
      }
      await setPaymentPasswordHash(db, session.brandId, row.id, await hashPassword(body.paymentPassword));
      return { changed: true as const };
    },

    /** The login password proves the member; wrong ones count towards the same lock. */
    async resetPaymentPassword(
      session: AuthenticatedSession,
      body: { password: string; paymentPassword: string; confirmPaymentPassword: string },
      language: string,
    ) {
      if (body.paymentPassword !== body.confirmPaymentPassword)
        throw fieldError({ confirmPaymentPassword: fieldMessage("confirmMismatch", language) });
      await ctx.limit(session.brandId, "paymentPassword", session.memberId);
      const row = await member(session);
      await refuseWhileLocked(session.brandId, row.id);
      if (!(await verifyPassword(body.password, row.passwordHash)))
        throw await wrongAttempt(session.brandId, row.id, "password.incorrect");
      await limiter.reset(keys(session.brandId, row.id).counter);
      await setPaymentPasswordHash(db, session.brandId, row.id, await hashPassword(body.paymentPassword));
      return { changed: true as const };
    },

    banks(brand: Brand) {
      return banksFor(brand.currency.code).map((bank) => ({ code: bank.code, name: bank.name }));
    },

    async bankAccounts(brand: Brand, session: AuthenticatedSession) {
      const rows = await listBankAccounts(db, brand.id, session.memberId);
      return rows.map((row) => bankView(brand, row));
    },

    async addBankAccount(
      brand: Brand,
      session: AuthenticatedSession,
      body: { bankCode: string; accountNumber: string; payeeName: string; paymentPassword: string },
      language: string,
    ) {
      const bank = findBank(brand.currency.code, body.bankCode);
      if (!bank) throw new AppError("payment.bank_unknown");
      const row = await member(session);
      const existing = await listBankAccounts(db, brand.id, row.id);
      const payee = checkPayeeName(
        body.payeeName,
        row.payeeName,
        existing.map((account) => account.payeeName),
      );
      if (payee === "format") throw fieldError({ payeeName: fieldMessage("payeeName", language) });
      await ctx.limit(brand.id, "bankAccount", row.id);
      await verify(row, brand.id, body.paymentPassword);
      if (payee === "mismatch") throw new AppError("payment.payee_mismatch");
      const created = await db.transaction(async (tx) => {
        // The count and the insert under one member lock: two parallel adds cannot make a sixth.
        await lockKey(tx, `bank-accounts:${row.id}`);
        const current = await listBankAccounts(tx, brand.id, row.id);
        if (current.length >= BANK_ACCOUNTS_PER_MEMBER) throw new AppError("payment.bank_account_limit");
        const inserted = await insertBankAccount(tx, {
          brandId: brand.id,
          memberId: row.id,
          bankCode: bank.code,
          accountNumber: body.accountNumber,
          payeeName: normalisePayeeName(body.payeeName),
          createdAt: ctx.now(),
        });
        if (!inserted) throw new AppError("payment.bank_account_duplicate");
        return inserted;
      });
      return bankView(brand, created);
    },
  };
}

export type SecurityService = ReturnType<typeof createSecurityService>;
