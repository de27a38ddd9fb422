import type { OperatorRole, Permission } from "@lotus/contracts";
import type { FastifyRequest } from "fastify";

/** The operator behind a back-office call, resolved by the operators module. */
export interface OperatorContext {
  operatorId: string;
  username: string;
  displayName: string;
  role: OperatorRole;
  permissions: ReadonlySet<Permission>;
  allBrands: boolean;
  brandIds: readonly string[];
  sessionId: string;
  /** A role that needs an authenticator has not enrolled one yet. */
  mustEnrolTotp: boolean;
  mustChangePassword: boolean;
}

export interface OperatorAuthenticator {
  /** Throws auth.required / access.forbidden; `pending` lets enrolment and password calls through. */
  authenticate(
    request: FastifyRequest,
    permission: Permission | readonly Permission[] | null,
    pending: boolean,
  ): Promise<OperatorContext>;
  /** The same check for a token that came another way (a back-office socket's first message). */
  authenticateToken(
    token: string | undefined,
    ip: string,
    permission: Permission | readonly Permission[] | null,
  ): Promise<OperatorContext>;
}
