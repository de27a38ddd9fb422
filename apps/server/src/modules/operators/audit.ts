import type { AuditEntryView } from "@lotus/contracts";
import type { Executor } from "@lotus/db";
import { type AuditFilter, insertAuditEntry, selectAuditPage } from "./audit.repository";

export interface AuditActor {
  operatorId: string | null;
  operatorName: string;
  ip: string | null;
}

export interface AuditInput {
  brandId?: string | null;
  action: string;
  targetType: string;
  targetId?: string | null;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

const SECRET_KEY = /password|secret|token|totp|hash/i;

/**
 * Secrets never enter the audit log: string values under secret-looking keys are replaced, so the
 * fact of a change stays visible; flags such as mustChangePassword are facts, not secrets.
 */
export function maskSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(maskSecrets);
  if (value && typeof value === "object" && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        SECRET_KEY.test(key) && typeof inner === "string" ? "***" : maskSecrets(inner),
      ]),
    );
  }
  return value;
}

/** Appends one audit entry in the caller's transaction; the table refuses updates and deletes. */
export async function recordAudit(db: Executor, actor: AuditActor, entry: AuditInput): Promise<void> {
  await insertAuditEntry(db, {
    operatorId: actor.operatorId,
    operatorName: actor.operatorName,
    brandId: entry.brandId ?? null,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId ?? null,
    before: entry.before === undefined ? null : maskSecrets(entry.before),
    after: entry.after === undefined ? null : maskSecrets(entry.after),
    reason: entry.reason ?? null,
    ip: actor.ip,
  });
}

export async function listAudit(db: Executor, filter: AuditFilter, page: number, pageSize: number) {
  const { rows, total } = await selectAuditPage(db, filter, page, pageSize);
  const list: AuditEntryView[] = rows.map((row) => ({
    id: row.id,
    operatorId: row.operatorId,
    operatorName: row.operatorName,
    brandId: row.brandId,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    before: row.before,
    after: row.after,
    reason: row.reason,
    ip: row.ip,
    at: row.at.getTime(),
  }));
  return { list, total, page, pageSize };
}
