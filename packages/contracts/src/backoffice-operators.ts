import { z } from "zod";
import { OPERATOR_ROLES } from "./backoffice-permissions";
import { brandParams, id, idParams, page, paged, reason, tags } from "./backoffice-shared";
import { defineCall, epochMs } from "./http";

/** The back office's own accounts: operators and sessions, the audit log, the dashboard. */

// ---------- operators and sessions ----------

export const operatorView = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string(),
  role: z.enum(OPERATOR_ROLES),
  status: z.enum(["active", "locked", "disabled"]),
  brandIds: z.array(z.string()),
  allBrands: z.boolean(),
  totpEnrolled: z.boolean(),
  allowedIps: z.array(z.string()),
  lastLoginAt: epochMs.nullable(),
  createdAt: epochMs,
});
export type OperatorView = z.infer<typeof operatorView>;

export const operatorLoginCall = defineCall({
  method: "POST",
  path: "/backoffice/api/session/login",
  summary: "Operator login with password and authenticator code",
  body: z.strictObject({
    username: z.string().trim().min(1).max(64),
    password: z.string().min(1).max(128),
    totp: z
      .string()
      .trim()
      .regex(/^\d{6}$/)
      .optional(),
  }),
  response: z.object({ token: z.string(), mustEnrolTotp: z.boolean(), mustChangePassword: z.boolean() }),
  tags,
});

export const operatorLogoutCall = defineCall({
  method: "DELETE",
  path: "/backoffice/api/session",
  summary: "End the operator session",
  response: z.object({ loggedOut: z.literal(true) }),
  tags,
});

/** A brand the operator may work on, with its currency for amounts shown without the brand's settings. */
export const brandSummary = z.object({
  id: z.string(),
  merchantCode: z.string(),
  name: z.string(),
  currencyCode: z.string(),
  currencySymbol: z.string(),
});

export const operatorMeCall = defineCall({
  method: "GET",
  path: "/backoffice/api/me",
  summary: "The logged-in operator, their permissions and brands",
  response: z.object({
    operator: operatorView,
    permissions: z.array(z.string()),
    brands: z.array(brandSummary),
    mustEnrolTotp: z.boolean(),
    mustChangePassword: z.boolean(),
  }),
  tags,
});

export const totpSetupCall = defineCall({
  method: "POST",
  path: "/backoffice/api/me/totp/setup",
  summary: "Start authenticator enrolment: a new secret and its otpauth URL for the QR code",
  response: z.object({ secret: z.string(), otpauthUrl: z.string() }),
  tags,
});

export const totpConfirmCall = defineCall({
  method: "POST",
  path: "/backoffice/api/me/totp/confirm",
  summary: "Finish authenticator enrolment with a current code",
  body: z.strictObject({
    code: z
      .string()
      .trim()
      .regex(/^\d{6}$/),
  }),
  response: z.object({ enrolled: z.literal(true) }),
  tags,
});

export const operatorPasswordCall = defineCall({
  method: "POST",
  path: "/backoffice/api/me/password",
  summary: "Change the operator's own password",
  body: z.strictObject({ oldPassword: z.string().min(1).max(128), newPassword: z.string().min(10).max(128) }),
  response: z.object({ changed: z.literal(true) }),
  tags,
});

export const enrolmentCall = defineCall({
  method: "POST",
  path: "/backoffice/api/enrolment",
  summary: "Create the first owner with the one-time enrolment token printed at first start",
  body: z.strictObject({
    token: z.string().min(10).max(200),
    username: z
      .string()
      .trim()
      .regex(/^[a-z][a-z0-9._-]{2,31}$/i),
    password: z.string().min(10).max(128),
  }),
  response: z.object({ token: z.string(), mustEnrolTotp: z.boolean(), mustChangePassword: z.boolean() }),
  tags,
});

export const permissionMatrixCall = defineCall({
  method: "GET",
  path: "/backoffice/api/permissions",
  summary: "The permission matrix: every permission and the roles that hold it",
  response: z.object({
    permissions: z.array(z.object({ key: z.string(), label: z.string() })),
    roles: z.array(
      z.object({ role: z.enum(OPERATOR_ROLES), permissions: z.array(z.string()), totpRequired: z.boolean() }),
    ),
  }),
  tags,
});

export const operatorListCall = defineCall({
  method: "GET",
  path: "/backoffice/api/operators",
  summary: "Operator accounts",
  response: z.array(operatorView),
  tags,
});

const operatorFields = {
  displayName: z.string().trim().min(1).max(64),
  role: z.enum(OPERATOR_ROLES),
  brandIds: z.array(id).max(200),
  allBrands: z.boolean(),
  allowedIps: z.array(z.string().trim().min(3).max(64)).max(50),
};

export const operatorCreateCall = defineCall({
  method: "POST",
  path: "/backoffice/api/operators",
  summary: "Create an operator with a temporary password (changed at first login)",
  body: z.strictObject({
    username: z
      .string()
      .trim()
      .regex(/^[a-z][a-z0-9._-]{2,31}$/i),
    password: z.string().min(10).max(128),
    ...operatorFields,
  }),
  response: operatorView,
  tags,
});

export const operatorUpdateCall = defineCall({
  method: "PATCH",
  path: "/backoffice/api/operators/:id",
  summary: "Change an operator's role, brands, IP allow-list or status",
  params: idParams,
  body: z
    .strictObject({
      ...operatorFields,
      status: z.enum(["active", "locked", "disabled"]),
      reason,
    })
    .partial(),
  response: operatorView,
  tags,
});

export const operatorResetCall = defineCall({
  method: "POST",
  path: "/backoffice/api/operators/:id/reset",
  summary: "Reset an operator's password (temporary) and/or authenticator",
  params: idParams,
  body: z.strictObject({
    password: z.string().min(10).max(128).optional(),
    resetTotp: z.boolean().optional(),
    reason,
  }),
  response: operatorView,
  tags,
});

// ---------- audit ----------

export const auditEntryView = z.object({
  id: z.string(),
  operatorId: z.string().nullable(),
  operatorName: z.string(),
  brandId: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  reason: z.string().nullable(),
  ip: z.string().nullable(),
  at: epochMs,
});
export type AuditEntryView = z.infer<typeof auditEntryView>;

export const auditListCall = defineCall({
  method: "GET",
  path: "/backoffice/api/audit",
  summary: "Audit entries filtered by operator, target, action and date",
  query: z.object({
    operatorId: id.optional(),
    targetType: z.string().max(64).optional(),
    targetId: z.string().max(64).optional(),
    action: z.string().max(64).optional(),
    from: z.coerce.number().int().nonnegative().optional(),
    to: z.coerce.number().int().nonnegative().optional(),
    ...page,
  }),
  response: paged(auditEntryView),
  tags,
});

// ---------- dashboard ----------

export const dashboardCall = defineCall({
  method: "GET",
  path: "/backoffice/api/brands/:brandId/dashboard",
  summary: "Registrations, logins and online members, today versus yesterday (brand time zone)",
  params: brandParams,
  response: z.object({
    registrations: z.object({ today: z.number().int(), yesterday: z.number().int() }),
    logins: z.object({ today: z.number().int(), yesterday: z.number().int() }),
    onlineMembers: z.number().int(),
    timeZone: z.string(),
  }),
  tags,
});
