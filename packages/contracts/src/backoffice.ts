import { z } from "zod";
import { brandSettings, fieldRule, localizedText, regionRules } from "./brand";
import { defineCall, epochMs } from "./http";
import { LANGUAGES } from "./languages";
import { ANNOUNCEMENT_TYPES, NOTICE_GROUPS } from "./system";

/**
 * The back office's permission matrix: the one place that says which role may do what. Later
 * capabilities add their permissions here and to the roles that get them.
 */
export const PERMISSIONS = {
  "dashboard.view": { EN: "View the dashboard", VI: "Xem bảng điều khiển" },
  "brands.view": { EN: "View brands and their settings", VI: "Xem thương hiệu và cấu hình" },
  "brands.create": { EN: "Create brands", VI: "Tạo thương hiệu" },
  "brands.edit": { EN: "Edit brand settings", VI: "Sửa cấu hình thương hiệu" },
  "site.edit": { EN: "Switch maintenance and region rules", VI: "Bật bảo trì và quy tắc khu vực" },
  "register.edit": { EN: "Edit registration rules", VI: "Sửa quy tắc đăng ký" },
  "members.view": { EN: "Search and view members", VI: "Tìm và xem thành viên" },
  "members.sensitive": {
    EN: "See members' mobile, email and names unmasked",
    VI: "Xem số điện thoại, email, tên không che",
  },
  "members.edit": {
    EN: "Lock, reset password, labels, type and upline",
    VI: "Khóa, đặt lại mật khẩu, nhãn, loại và tuyến trên",
  },
  "members.sessions": { EN: "View and revoke member sessions", VI: "Xem và thu hồi phiên thành viên" },
  "content.edit": { EN: "Publish announcements and help articles", VI: "Đăng thông báo và bài trợ giúp" },
  "outbox.view": { EN: "Read the SMS and email outbox", VI: "Xem hộp thư SMS và email đã gửi" },
  "operators.manage": { EN: "Manage operator accounts", VI: "Quản lý tài khoản nhân viên" },
  "audit.view": { EN: "Read the audit log", VI: "Xem nhật ký kiểm toán" },
  "games.view": { EN: "View game vendors, games and rounds", VI: "Xem nhà cung cấp, trò chơi và ván chơi" },
  "games.edit": {
    EN: "Edit vendors, games, lanes and house-slot settings",
    VI: "Sửa nhà cung cấp, trò chơi, danh mục và cấu hình slot nội bộ",
  },
  "games.secrets": { EN: "Rotate vendor signing secrets", VI: "Đổi khóa ký của nhà cung cấp" },
  "wallet.view": { EN: "View members' wallets and ledger entries", VI: "Xem ví và bút toán của thành viên" },
  "finance.deposits": { EN: "Confirm or reject deposits", VI: "Xác nhận hoặc từ chối lệnh nạp" },
  "finance.withdrawals": {
    EN: "Approve, reject and pay out withdrawals; settle C2C disputes",
    VI: "Duyệt, từ chối, chi trả lệnh rút; xử lý khiếu nại C2C",
  },
  "finance.channels": { EN: "Configure payment channels", VI: "Cấu hình kênh thanh toán" },
  "finance.adjust": { EN: "Request manual balance adjustments", VI: "Tạo điều chỉnh số dư thủ công" },
  "finance.approve": {
    EN: "Approve other operators' large adjustments",
    VI: "Phê duyệt điều chỉnh lớn của nhân viên khác",
  },
} as const;
export type Permission = keyof typeof PERMISSIONS;
export const PERMISSION_KEYS = Object.keys(PERMISSIONS) as Permission[];

export const OPERATOR_ROLES = ["owner", "admin", "finance", "risk", "support", "content"] as const;
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

export const ROLE_PERMISSIONS: Record<OperatorRole, readonly Permission[]> = {
  owner: PERMISSION_KEYS,
  admin: PERMISSION_KEYS.filter((permission) => permission !== "brands.create"),
  finance: [
    "dashboard.view",
    "members.view",
    "members.sensitive",
    "audit.view",
    "wallet.view",
    "finance.deposits",
    "finance.withdrawals",
    "finance.channels",
    "finance.adjust",
    "finance.approve",
  ],
  risk: [
    "dashboard.view",
    "members.view",
    "members.sensitive",
    "members.edit",
    "members.sessions",
    "audit.view",
    "site.edit",
  ],
  support: ["dashboard.view", "members.view", "members.sessions", "outbox.view", "games.view"],
  content: ["dashboard.view", "content.edit", "games.view", "games.edit"],
};

/** Roles that must log in with an authenticator code. */
export const TOTP_REQUIRED_ROLES: readonly OperatorRole[] = ["owner", "admin", "finance"];

export function roleHas(role: OperatorRole, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

const id = z.string().uuid();
const idParams = z.object({ id });
const brandParams = z.object({ brandId: id });
const page = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
};
const reason = z.string().trim().max(500).optional();
const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
const tags = ["backoffice"];

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

// ---------- brands, site state, registration rules ----------

export const brandIdentity = z.object({
  merchantCode: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z][a-z0-9_-]{1,31}$/),
  name: z.string().trim().min(1).max(100),
  domains: z.array(z.string().trim().toLowerCase().min(1).max(255)).max(50),
  defaultLanguage: z.enum(LANGUAGES),
  languages: z.array(z.enum(LANGUAGES)).min(1),
  currencyCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/),
  currencySymbol: z.string().trim().min(1).max(8),
  minorDigits: z.number().int().min(0).max(4),
  timeZone: z.string().trim().min(1).max(64),
});

export const brandView = brandIdentity.extend({
  id: z.string(),
  settings: brandSettings,
  createdAt: epochMs,
  updatedAt: epochMs,
});
export type BrandView = z.infer<typeof brandView>;

export const brandListCall = defineCall({
  method: "GET",
  path: "/backoffice/api/brands",
  summary: "Brands the operator may see",
  response: z.array(brandView),
  tags,
});

export const brandCreateCall = defineCall({
  method: "POST",
  path: "/backoffice/api/brands",
  summary: "Create a brand; usable by the site at once",
  body: brandIdentity.extend({ settings: brandSettings.partial().optional() }).strict(),
  response: brandView,
  tags,
});

export const brandGetCall = defineCall({
  method: "GET",
  path: "/backoffice/api/brands/:brandId",
  summary: "One brand with all its settings",
  params: brandParams,
  response: brandView,
  tags,
});

export const brandUpdateCall = defineCall({
  method: "PUT",
  path: "/backoffice/api/brands/:brandId",
  summary: "Replace a brand's identity and settings (merchant code stays)",
  params: brandParams,
  body: brandIdentity.omit({ merchantCode: true }).extend({ settings: brandSettings, reason }).strict(),
  response: brandView,
  tags,
});

export const maintenanceUpdateCall = defineCall({
  method: "PUT",
  path: "/backoffice/api/brands/:brandId/maintenance",
  summary: "Switch maintenance on or off with its message",
  params: brandParams,
  body: z.strictObject({ enabled: z.boolean(), message: localizedText, reason }),
  response: brandView,
  tags,
});

export const regionRulesUpdateCall = defineCall({
  method: "PUT",
  path: "/backoffice/api/brands/:brandId/region-rules",
  summary: "Set the blocked or allowed countries",
  params: brandParams,
  body: regionRules.extend({ reason }).strict(),
  response: brandView,
  tags,
});

export const regionTestCall = defineCall({
  method: "GET",
  path: "/backoffice/api/brands/:brandId/region-test",
  summary: "What a visitor from this IP would see: country and site status",
  params: brandParams,
  query: z.object({ ip: z.union([z.ipv4(), z.ipv6()]) }),
  response: z.object({
    ip: z.string(),
    country: z.string(),
    status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  }),
  tags,
});

export const registerRulesUpdateCall = defineCall({
  method: "PUT",
  path: "/backoffice/api/brands/:brandId/register-rules",
  summary: "Set the registration field rules",
  params: brandParams,
  body: z.strictObject({ rules: z.array(fieldRule).max(50), reason }),
  response: brandView,
  tags,
});

// ---------- members ----------

export const memberSummaryView = z.object({
  id: z.string(),
  account: z.string(),
  nickname: z.string().nullable(),
  accountType: z.number().int(),
  status: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  registerIp: z.string().nullable(),
  createdAt: epochMs,
  lastLoginAt: epochMs.nullable(),
});

export const memberDetailView = memberSummaryView.extend({
  payeeName: z.string().nullable(),
  upline: z.object({ id: z.string(), account: z.string() }).nullable(),
  clubLabel: z.string().nullable(),
  memberLabels: z.array(z.string()),
  language: z.string().nullable(),
  mustChangePassword: z.boolean(),
  registerUrl: z.string().nullable(),
  registerMethod: z.string().nullable(),
  profile: z.record(z.string(), z.string()),
  /** Whether mobile, email and names are shown unmasked to this operator. */
  unmasked: z.boolean(),
});
export type MemberDetailView = z.infer<typeof memberDetailView>;

const memberParams = z.object({ brandId: id, id });

export const memberSearchCall = defineCall({
  method: "GET",
  path: "/backoffice/api/brands/:brandId/members",
  summary: "Search members by account, mobile, email or IP",
  params: brandParams,
  query: z.object({
    by: z.enum(["account", "mobile", "email", "ip"]).default("account"),
    q: z.string().trim().max(100).default(""),
    ...page,
  }),
  response: paged(memberSummaryView),
  tags,
});

export const memberGetCall = defineCall({
  method: "GET",
  path: "/backoffice/api/brands/:brandId/members/:id",
  summary: "A member's profile",
  params: memberParams,
  response: memberDetailView,
  tags,
});

export const memberSessionsCall = defineCall({
  method: "GET",
  path: "/backoffice/api/brands/:brandId/members/:id/sessions",
  summary: "A member's live sessions",
  params: memberParams,
  response: z.array(
    z.object({
      id: z.string(),
      kind: z.string(),
      loginMethod: z.string(),
      ip: z.string().nullable(),
      userAgent: z.string().nullable(),
      createdAt: epochMs,
      lastSeenAt: epochMs,
      expiresAt: epochMs,
    }),
  ),
  tags,
});

export const memberSessionRevokeCall = defineCall({
  method: "DELETE",
  path: "/backoffice/api/brands/:brandId/members/:id/sessions/:sessionId",
  summary: "Revoke one of a member's sessions",
  params: z.object({ brandId: id, id, sessionId: id }),
  response: z.object({ revoked: z.literal(true) }),
  tags,
});

export const memberLoginHistoryCall = defineCall({
  method: "GET",
  path: "/backoffice/api/brands/:brandId/members/:id/logins",
  summary: "A member's login history with IP and country",
  params: memberParams,
  query: z.object(page),
  response: paged(
    z.object({
      id: z.string(),
      ip: z.string().nullable(),
      country: z.string().nullable(),
      success: z.boolean(),
      reason: z.string().nullable(),
      at: epochMs,
    }),
  ),
  tags,
});

export const memberStatusCall = defineCall({
  method: "POST",
  path: "/backoffice/api/brands/:brandId/members/:id/status",
  summary: "Lock or unlock a member (locking revokes their sessions)",
  params: memberParams,
  body: z.strictObject({ status: z.enum(["active", "locked"]), reason: z.string().trim().min(1).max(500) }),
  response: memberDetailView,
  tags,
});

export const memberPasswordResetCall = defineCall({
  method: "POST",
  path: "/backoffice/api/brands/:brandId/members/:id/password-reset",
  summary: "Set a temporary password the member must change at next login",
  params: memberParams,
  body: z.strictObject({
    temporaryPassword: z.string().min(6).max(64),
    reason: z.string().trim().min(1).max(500),
  }),
  response: memberDetailView,
  tags,
});

export const memberUpdateCall = defineCall({
  method: "PATCH",
  path: "/backoffice/api/brands/:brandId/members/:id",
  summary: "Change a member's labels, account type or upline",
  params: memberParams,
  body: z
    .strictObject({
      clubLabel: z.string().trim().max(64).nullable(),
      memberLabels: z.array(z.string().trim().min(1).max(64)).max(20),
      accountType: z.union([
        z.literal(0),
        z.literal(1),
        z.literal(2),
        z.literal(41),
        z.literal(42),
        z.literal(6),
      ]),
      uplineAccount: z.string().trim().max(64).nullable(),
      reason,
    })
    .partial(),
  response: memberDetailView,
  tags,
});

// ---------- content ----------

export const announcementAdminView = z.object({
  id: z.string(),
  type: z.enum(ANNOUNCEMENT_TYPES),
  group: z.enum(NOTICE_GROUPS),
  title: localizedText,
  content: localizedText,
  imageUrl: z.string().nullable(),
  linkUrl: z.string().nullable(),
  startsAt: epochMs,
  endsAt: epochMs.nullable(),
  sortOrder: z.number().int(),
  published: z.boolean(),
});
export type AnnouncementAdminView = z.infer<typeof announcementAdminView>;

const announcementInput = z.strictObject({
  type: z.enum(ANNOUNCEMENT_TYPES),
  group: z.enum(NOTICE_GROUPS),
  title: localizedText,
  content: localizedText,
  imageUrl: z.string().trim().max(2000).nullable(),
  linkUrl: z.string().trim().max(2000).nullable(),
  startsAt: epochMs,
  endsAt: epochMs.nullable(),
  sortOrder: z.number().int().min(-10_000).max(10_000),
  published: z.boolean(),
});

export const announcementListAdminCall = defineCall({
  method: "GET",
  path: "/backoffice/api/brands/:brandId/announcements",
  summary: "All announcements of the brand, scheduled and past included",
  params: brandParams,
  response: z.array(announcementAdminView),
  tags,
});

export const announcementCreateCall = defineCall({
  method: "POST",
  path: "/backoffice/api/brands/:brandId/announcements",
  summary: "Create an announcement (rich text sanitized)",
  params: brandParams,
  body: announcementInput,
  response: announcementAdminView,
  tags,
});

export const announcementUpdateCall = defineCall({
  method: "PUT",
  path: "/backoffice/api/brands/:brandId/announcements/:id",
  summary: "Replace an announcement",
  params: memberParams,
  body: announcementInput,
  response: announcementAdminView,
  tags,
});

export const announcementDeleteCall = defineCall({
  method: "DELETE",
  path: "/backoffice/api/brands/:brandId/announcements/:id",
  summary: "Withdraw an announcement (unpublished, kept for the record)",
  params: memberParams,
  response: announcementAdminView,
  tags,
});

export const helpCategoryAdminView = z.object({
  id: z.string(),
  title: localizedText,
  sortOrder: z.number().int(),
  articles: z.array(
    z.object({
      id: z.string(),
      title: localizedText,
      content: localizedText,
      sortOrder: z.number().int(),
      updatedAt: epochMs,
    }),
  ),
});

export const helpAdminListCall = defineCall({
  method: "GET",
  path: "/backoffice/api/brands/:brandId/help",
  summary: "Help-centre categories and articles in every language",
  params: brandParams,
  response: z.array(helpCategoryAdminView),
  tags,
});

const categoryInput = z.strictObject({
  title: localizedText,
  sortOrder: z.number().int().min(-10_000).max(10_000),
});
const articleInput = z.strictObject({
  categoryId: id,
  title: localizedText,
  content: localizedText,
  sortOrder: z.number().int().min(-10_000).max(10_000),
});

export const helpCategoryCreateCall = defineCall({
  method: "POST",
  path: "/backoffice/api/brands/:brandId/help/categories",
  summary: "Create a help category",
  params: brandParams,
  body: categoryInput,
  response: z.object({ id: z.string() }),
  tags,
});

export const helpCategoryUpdateCall = defineCall({
  method: "PUT",
  path: "/backoffice/api/brands/:brandId/help/categories/:id",
  summary: "Rename or reorder a help category",
  params: memberParams,
  body: categoryInput,
  response: z.object({ id: z.string() }),
  tags,
});

export const helpCategoryDeleteCall = defineCall({
  method: "DELETE",
  path: "/backoffice/api/brands/:brandId/help/categories/:id",
  summary: "Delete an empty help category",
  params: memberParams,
  response: z.object({ id: z.string() }),
  tags,
});

export const helpArticleCreateCall = defineCall({
  method: "POST",
  path: "/backoffice/api/brands/:brandId/help/articles",
  summary: "Create a help article (rich text sanitized)",
  params: brandParams,
  body: articleInput,
  response: z.object({ id: z.string() }),
  tags,
});

export const helpArticleUpdateCall = defineCall({
  method: "PUT",
  path: "/backoffice/api/brands/:brandId/help/articles/:id",
  summary: "Replace a help article",
  params: memberParams,
  body: articleInput,
  response: z.object({ id: z.string() }),
  tags,
});

export const helpArticleDeleteCall = defineCall({
  method: "DELETE",
  path: "/backoffice/api/brands/:brandId/help/articles/:id",
  summary: "Delete a help article",
  params: memberParams,
  response: z.object({ id: z.string() }),
  tags,
});

// ---------- outbox ----------

export const outboxListCall = defineCall({
  method: "GET",
  path: "/backoffice/api/brands/:brandId/outbox",
  summary: "SMS and email sent for the brand, newest first",
  params: brandParams,
  query: z.object({
    channel: z.enum(["sms", "email"]).optional(),
    recipient: z.string().trim().max(254).optional(),
    ...page,
  }),
  response: paged(
    z.object({
      id: z.string(),
      channel: z.string(),
      recipient: z.string(),
      subject: z.string().nullable(),
      body: z.string(),
      provider: z.string(),
      status: z.string(),
      error: z.string().nullable(),
      createdAt: epochMs,
    }),
  ),
  tags,
});

// ---------- ledger health ----------

export const reconcileStatusCall = defineCall({
  method: "GET",
  path: "/backoffice/api/ledger/reconcile",
  summary: "The latest daily ledger proof; not clean means drift to investigate",
  response: z.object({
    latest: z
      .object({
        ranAt: epochMs,
        clean: z.boolean(),
        accountsChecked: z.number().int(),
        driftCount: z.number().int(),
        unbalancedCount: z.number().int(),
        totalOfAllEntries: z.string(),
        details: z.record(z.string(), z.unknown()),
      })
      .nullable(),
  }),
  tags,
});
