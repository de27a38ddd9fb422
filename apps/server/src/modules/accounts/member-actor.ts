import type { AuditActor } from "../operators";

/**
 * A member acting on their own account, as the audit log records it: no operator id, the name
 * `member:<account>`, the request's IP. Member self-service edits sit in the same log as the
 * back office's changes to the member, so one history shows both.
 */
export function memberActor(member: { account: string }, ip: string): AuditActor {
  return { operatorId: null, operatorName: `member:${member.account}`, ip };
}
