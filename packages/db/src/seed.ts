import { randomBytes } from "node:crypto";
import {
  type BrandSettings,
  brandSettings,
  FEATURE_MOD_IDS,
  LANGUAGES,
  type LocalizedText,
} from "@lotus/contracts";
import { and, eq } from "drizzle-orm";
import type { Database } from "./client";
import {
  announcements,
  brands,
  contracts,
  contractVersions,
  helpArticles,
  helpCategories,
  members,
  paymentChannels,
} from "./schema";
import { seedDemoChat } from "./seed-chat";
import { seedDemoLegal } from "./seed-legal";
import { seedDemoMall } from "./seed-mall";
import { seedDemoMessages } from "./seed-messages";
import { seedDemoMissions } from "./seed-missions";
import { seedDemoPromotions } from "./seed-promotions";
import { seedDemoRewards } from "./seed-rewards";
import { seedDemoSupport } from "./seed-support";
import { seedDemoVip } from "./seed-vip";

export const DEMO_MERCHANT = "lotus";

/** Demo logins, printed at start and listed in the README. */
export const DEMO_ACCOUNTS = [
  { account: "demo01", password: "Demo1234", accountType: 0, role: "member", nickname: "Demo Player" },
  { account: "agent01", password: "Agent1234", accountType: 1, role: "agent", nickname: "Lotus Agent" },
  {
    account: "player01",
    password: "Player1234",
    accountType: 0,
    role: "downline member",
    nickname: "Downline Player",
  },
] as const;

/**
 * agent01's team below player01, so the agent centre opens on a 3-level tree: agent02 under agent01,
 * player02 and agent03 under agent02, player03 under agent03. They log in with the agent's and the
 * player's demo passwords; the server plays their first rounds (apps/server/src/demo-team.ts).
 */
export const DEMO_TEAM = [
  { account: "agent02", accountType: 2, upline: "agent01", nickname: "Team Agent" },
  { account: "player02", accountType: 0, upline: "agent02", nickname: "Team Player" },
  { account: "agent03", accountType: 41, upline: "agent02", nickname: "Team Sub-agent" },
  { account: "player03", accountType: 0, upline: "agent03", nickname: "Deep Player" },
] as const;

/**
 * The demo player whose house-slot wins fill the home's live feed on a fresh start (the server
 * plays them, apps/server/src/demo-wins.ts). A trial account (type 4) with a password nobody knows:
 * its demo credit can be played with but never leaves, like any free-play account's.
 */
export const DEMO_WINNER = { account: "lucky88", accountType: 4, nickname: "Lucky 88" } as const;

const OFF_IN_DEMO = new Set(["captcha", "unregisteredIpVerification", "forcedPasswordExpiryChange"]);

export const DEMO_SETTINGS: BrandSettings = brandSettings.parse({
  logoUrl: "/res/img/logo.svg",
  defaultTheme: "dark",
  resources: [
    { resourceType: "TELEGRAM", url: "https://t.me/lotus_support", labelNameEn: "Telegram" },
    // The demo brand has no store builds: iOS installs the site as a Web Clip profile. A brand with
    // Android or iOS store apps adds their links in the back office.
    { resourceType: "MOBILECONFIG", url: "/wps/system/app/mobileconfig", labelNameEn: "iOS profile" },
  ],
  socialLinks: [
    { type: "FACEBOOK", url: "https://facebook.com/lotus" },
    { type: "YOUTUBE", url: "https://youtube.com/@lotus" },
    { type: "TIKTOK", url: "https://tiktok.com/@lotus" },
    { type: "TELEGRAM", url: "https://t.me/lotus" },
  ],
  customerService: {
    url: "https://support.lotus.local/chat",
    messenger: "https://m.me/lotus",
    zalo: "https://zalo.me/lotus",
  },
  imageCDNs: [],
  launchGameCDNs: [],
  features: FEATURE_MOD_IDS.map((modId) => ({ modId, enabled: OFF_IN_DEMO.has(modId) ? "0" : "1" })),
  registerRules: [],
  loginedToHomePage: false,
  maintenance: {
    enabled: false,
    message: {
      EN: "We are upgrading our systems. Please come back shortly.",
      VI: "Hệ thống đang được nâng cấp. Vui lòng quay lại sau ít phút.",
    },
  },
  regionRules: { mode: "off", countries: [], allowIps: [] },
  defaultPassword: "lotus123",
  passwordExpiryDays: 90,
  loginFailuresBeforeCaptcha: 3,
  smsExpiryMinutes: 1,
  botCheck: true,
  // Points per ₫1,000 of valid bets, and 600 points buy ₫1,000 (DOMAIN §6.7).
  rewards: { points: { unitAmount: 1_000 } },
});

const t = (EN: string, VI: string): LocalizedText => ({ EN, VI });

const DEMO_NOTICES = [
  {
    type: "B",
    noticeGroup: "banners",
    sortOrder: 1,
    imageUrl: "/res/img/banners/welcome.svg",
    title: t("Welcome to Lotus", "Chào mừng đến với Lotus"),
    content: t(
      "<p>Register today and enjoy the full Lotus experience.</p>",
      "<p>Đăng ký ngay hôm nay để trải nghiệm Lotus.</p>",
    ),
  },
  {
    type: "B",
    noticeGroup: "banners",
    sortOrder: 2,
    imageUrl: "/res/img/banners/safe.svg",
    title: t("Safe and fast wallet", "Ví an toàn và nhanh chóng"),
    content: t(
      "<p>Every transaction is recorded and verified.</p>",
      "<p>Mọi giao dịch đều được ghi nhận và kiểm chứng.</p>",
    ),
  },
  {
    type: "PL",
    noticeGroup: "player",
    sortOrder: 1,
    title: t("Scheduled maintenance notice", "Thông báo bảo trì định kỳ"),
    content: t(
      "<p>Routine maintenance takes place every <strong>Tuesday from 02:00 to 04:00</strong> (GMT+7). Some games may be unavailable.</p>",
      "<p>Bảo trì định kỳ diễn ra vào <strong>thứ Ba từ 02:00 đến 04:00</strong> (GMT+7). Một số trò chơi có thể tạm ngưng.</p>",
    ),
  },
  {
    type: "PL",
    noticeGroup: "player",
    sortOrder: 2,
    title: t("Protect your account", "Bảo vệ tài khoản của bạn"),
    content: t(
      "<p>Lotus staff will never ask for your password or verification code. Keep them private.</p>",
      "<p>Nhân viên Lotus không bao giờ hỏi mật khẩu hay mã xác minh của bạn. Hãy giữ bí mật.</p>",
    ),
  },
  {
    type: "PL",
    noticeGroup: "player",
    sortOrder: 3,
    title: t("Responsible gaming", "Chơi có trách nhiệm"),
    content: t(
      "<p>Set your own limits and take breaks. Players must be 18 or older.</p>",
      "<p>Hãy tự đặt giới hạn và nghỉ ngơi hợp lý. Người chơi phải từ 18 tuổi trở lên.</p>",
    ),
  },
  {
    type: "PU",
    noticeGroup: "popup",
    sortOrder: 1,
    title: t("New app available", "Đã có ứng dụng mới"),
    content: t(
      '<p>Download the Lotus app for iOS and Android from the <a href="/app">app page</a>.</p>',
      '<p>Tải ứng dụng Lotus cho iOS và Android tại <a href="/app">trang ứng dụng</a>.</p>',
    ),
  },
  {
    type: "PR",
    noticeGroup: "promotion",
    sortOrder: 1,
    linkUrl: "/fair",
    title: t("Provably fair house slots", "Slot nhà cái minh bạch, kiểm chứng được"),
    content: t(
      "<p>Every spin of Lotus Fortune and Dragon Pearl can be checked: reveal the seed and verify the result yourself.</p>",
      "<p>Mỗi lượt quay Lotus Fortune và Dragon Pearl đều kiểm chứng được: công bố hạt giống và tự mình xác minh kết quả.</p>",
    ),
  },
] as const;

const DEMO_HELP = [
  {
    title: t("Account", "Tài khoản"),
    articles: [
      {
        title: t("How do I register?", "Làm thế nào để đăng ký?"),
        content: t(
          "<p>Press <strong>Register</strong>, choose a username and password, accept the terms and confirm. You are logged in at once.</p>",
          "<p>Nhấn <strong>Đăng ký</strong>, chọn tên đăng nhập và mật khẩu, đồng ý điều khoản và xác nhận. Bạn sẽ được đăng nhập ngay.</p>",
        ),
      },
      {
        title: t("I forgot my password", "Tôi quên mật khẩu"),
        content: t(
          "<p>Use <strong>Forgot password</strong> in the login window: by email you receive a reset link, by phone a verification code.</p>",
          "<p>Dùng <strong>Quên mật khẩu</strong> trong cửa sổ đăng nhập: qua email bạn nhận liên kết đặt lại, qua điện thoại bạn nhận mã xác minh.</p>",
        ),
      },
    ],
  },
  {
    title: t("Deposits and withdrawals", "Nạp và rút tiền"),
    articles: [
      {
        title: t("How long does a deposit take?", "Nạp tiền mất bao lâu?"),
        content: t(
          "<p>Gateway deposits are credited as soon as the payment is confirmed; bank transfers after finance confirms them.</p>",
          "<p>Nạp qua cổng thanh toán được cộng ngay khi xác nhận; chuyển khoản ngân hàng sau khi bộ phận tài chính xác nhận.</p>",
        ),
      },
      {
        title: t("Withdrawal requirements", "Điều kiện rút tiền"),
        content: t(
          "<p>Set a payment password and add a bank account whose payee name matches your real name.</p>",
          "<p>Thiết lập mật khẩu thanh toán và thêm tài khoản ngân hàng có tên người nhận trùng với tên thật của bạn.</p>",
        ),
      },
    ],
  },
  {
    title: t("Responsible gaming", "Chơi có trách nhiệm"),
    articles: [
      {
        title: t("Age requirement", "Yêu cầu độ tuổi"),
        content: t(
          "<p>You must be at least 18 years old to play.</p>",
          "<p>Bạn phải đủ 18 tuổi để tham gia.</p>",
        ),
      },
    ],
  },
] as const;

export interface SeedTools {
  hashPassword(password: string): Promise<string>;
  sanitize(html: string): string;
  /** Seals a secret under the master key; without it the demo sandbox gateway channel is not created. */
  sealSecret?(plaintext: string): string;
}

/**
 * The demo brand's deposit channels (VND, two minor digits): a bank transfer finance confirms, the
 * built-in sandbox gateway, and member-to-member C2C.
 */
function demoPaymentChannels(brandId: string, tools: SeedTools) {
  const vnd = (amount: number) => BigInt(amount) * 100n;
  const channels: (typeof paymentChannels.$inferInsert)[] = [
    {
      brandId,
      type: "bank_transfer",
      name: "Vietcombank",
      minMinor: vnd(50_000),
      maxMinor: vnd(300_000_000),
      instructions: {
        EN: "Transfer the exact amount to the account below and write the reference in the transfer memo. Your balance is credited once finance confirms the transfer (usually within 15 minutes).",
        VI: "Chuyển đúng số tiền vào tài khoản dưới đây và ghi mã tham chiếu vào nội dung chuyển khoản. Số dư được cộng khi bộ phận tài chính xác nhận (thường trong 15 phút).",
      },
      bank: {
        bankCode: "VCB",
        bankName: "Vietcombank",
        accountNumber: "0071000888999",
        payeeName: "CONG TY LOTUS",
      },
      expiryMinutes: 30,
      sortOrder: 1,
    },
    {
      brandId,
      type: "c2c",
      name: "C2C",
      minMinor: vnd(50_000),
      maxMinor: vnd(50_000_000),
      instructions: {
        EN: "Pay another member's withdrawal directly: transfer the exact amount to the account shown, then upload your proof. Your balance is credited when they confirm receipt.",
        VI: "Thanh toán trực tiếp cho lệnh rút của thành viên khác: chuyển đúng số tiền vào tài khoản hiển thị rồi tải lên chứng từ. Số dư được cộng khi người nhận xác nhận.",
      },
      expiryMinutes: 30,
      sortOrder: 3,
    },
  ];
  if (tools.sealSecret) {
    channels.push({
      brandId,
      type: "gateway",
      name: "Online payment (sandbox)",
      minMinor: vnd(10_000),
      maxMinor: vnd(50_000_000),
      instructions: {
        EN: "Pay on the gateway's page; your balance is credited as soon as the payment succeeds. This demo gateway moves no real money.",
        VI: "Thanh toán trên trang của cổng; số dư được cộng ngay khi thanh toán thành công. Cổng demo này không chuyển tiền thật.",
      },
      gatewayProvider: "sandbox",
      gatewaySecretSealed: tools.sealSecret(randomBytes(32).toString("base64url")),
      expiryMinutes: 30,
      sortOrder: 2,
    });
  }
  return channels;
}

function sanitized(text: LocalizedText, tools: SeedTools): LocalizedText {
  return Object.fromEntries(
    Object.entries(text).map(([language, html]) => [language, tools.sanitize(html ?? "")]),
  );
}

/** Creates the demo brand with its notices, help centre and demo accounts, once. Returns the brand id. */
export async function seedDemo(
  db: Database,
  tools: SeedTools,
): Promise<{ brandId: string; created: boolean }> {
  const [existing] = await db
    .select({ id: brands.id })
    .from(brands)
    .where(eq(brands.merchantCode, DEMO_MERCHANT));
  if (existing) return { brandId: existing.id, created: false };
  const hashes = await Promise.all(DEMO_ACCOUNTS.map((demo) => tools.hashPassword(demo.password)));
  const winnerHash = await tools.hashPassword(randomBytes(24).toString("base64url"));
  return db.transaction(async (tx) => {
    const [brand] = await tx
      .insert(brands)
      .values({
        merchantCode: DEMO_MERCHANT,
        name: "Lotus",
        domains: ["localhost", "127.0.0.1", "lotus.local"],
        defaultLanguage: "VI",
        languages: [...LANGUAGES],
        currencyCode: "VND",
        currencySymbol: "₫",
        minorDigits: 2,
        timeZone: "Asia/Ho_Chi_Minh",
        settings: DEMO_SETTINGS,
      })
      .returning({ id: brands.id });
    if (!brand) throw new Error("demo brand not created");
    await tx.insert(announcements).values(
      DEMO_NOTICES.map((notice) => ({
        brandId: brand.id,
        type: notice.type,
        noticeGroup: notice.noticeGroup,
        sortOrder: notice.sortOrder,
        imageUrl: "imageUrl" in notice ? notice.imageUrl : null,
        linkUrl: "linkUrl" in notice ? notice.linkUrl : null,
        title: notice.title,
        content: sanitized(notice.content, tools),
        startsAt: new Date(Date.UTC(2024, 0, 1)),
      })),
    );
    for (const [index, category] of DEMO_HELP.entries()) {
      const [row] = await tx
        .insert(helpCategories)
        .values({ brandId: brand.id, title: category.title, sortOrder: index })
        .returning({ id: helpCategories.id });
      if (!row) throw new Error("help category not created");
      await tx.insert(helpArticles).values(
        category.articles.map((article, order) => ({
          brandId: brand.id,
          categoryId: row.id,
          title: article.title,
          content: sanitized(article.content, tools),
          sortOrder: order,
        })),
      );
    }
    await seedDemoLegal(tx, brand.id, tools.sanitize);
    await tx.insert(paymentChannels).values(demoPaymentChannels(brand.id, tools));
    const [demo, agent, downline] = DEMO_ACCOUNTS;
    const [agentRow] = await tx
      .insert(members)
      .values({
        brandId: brand.id,
        account: agent.account,
        accountKey: agent.account,
        nickname: agent.nickname,
        passwordHash: hashes[1] ?? "",
        accountType: agent.accountType,
        affiliateCode: "LOTUS8",
        countryDialingCode: "84",
        mobileNo: "912000002",
        email: "agent01@lotus.local",
        payeeName: "TRAN VAN AGENT",
        registerMethod: "SEED",
      })
      .returning({ id: members.id });
    await tx.insert(members).values([
      {
        brandId: brand.id,
        account: demo.account,
        accountKey: demo.account,
        nickname: demo.nickname,
        passwordHash: hashes[0] ?? "",
        accountType: demo.accountType,
        countryDialingCode: "84",
        mobileNo: "912000001",
        email: "demo01@lotus.local",
        payeeName: "NGUYEN VAN DEMO",
        clubLabel: "Lotus Club",
        registerMethod: "SEED",
      },
      {
        brandId: brand.id,
        account: downline.account,
        accountKey: downline.account,
        nickname: downline.nickname,
        passwordHash: hashes[2] ?? "",
        accountType: downline.accountType,
        uplineId: agentRow?.id ?? null,
        countryDialingCode: "84",
        mobileNo: "912000003",
        email: "player01@lotus.local",
        registerMethod: "SEED",
      },
      {
        brandId: brand.id,
        account: DEMO_WINNER.account,
        accountKey: DEMO_WINNER.account,
        nickname: DEMO_WINNER.nickname,
        passwordHash: winnerHash,
        accountType: DEMO_WINNER.accountType,
        registerMethod: "SEED",
      },
    ]);
    // The team goes in upline first, so each row finds its upline's id.
    const idOf = new Map<string, string>([[agent.account, agentRow?.id ?? ""]]);
    for (const member of DEMO_TEAM) {
      const [row] = await tx
        .insert(members)
        .values({
          brandId: brand.id,
          account: member.account,
          accountKey: member.account,
          nickname: member.nickname,
          passwordHash: (member.accountType === 0 ? hashes[2] : hashes[1]) ?? "",
          accountType: member.accountType,
          uplineId: idOf.get(member.upline) ?? null,
          registerMethod: "SEED",
        })
        .returning({ id: members.id });
      if (row) idOf.set(member.account, row.id);
    }
    await seedDemoContracts(tx, brand.id, agentRow?.id ?? "", idOf.get("agent02") ?? "");
    await seedDemoVip(tx, brand.id, [
      { account: demo.account, rank: 3 },
      { account: downline.account, rank: 2 },
      { account: agent.account, rank: 1 },
    ]);
    await seedDemoMissions(tx, brand.id, hashes[2] ?? "");
    await seedDemoMall(tx, brand.id);
    await seedDemoRewards(tx, brand.id, demo.account);
    await seedDemoSupport(tx, brand.id, demo.account);
    await seedDemoPromotions(tx, brand.id, tools.sanitize);
    await seedDemoMessages(tx, brand.id, demo.account, tools.sanitize);
    await seedDemoChat(tx, brand.id, demo.account);
    return { brandId: brand.id, created: true };
  });
}

/** The demo brand and its demo winner, when the demo data exists. */
export async function findDemoWinner(
  db: Database,
): Promise<{ brandId: string; memberId: string } | undefined> {
  const [row] = await db
    .select({ brandId: brands.id, memberId: members.id })
    .from(members)
    .innerJoin(brands, eq(brands.id, members.brandId))
    .where(and(eq(brands.merchantCode, DEMO_MERCHANT), eq(members.accountKey, DEMO_WINNER.account)));
  return row;
}

// ---------- agent contracts (docs/adr/0010) ----------

/**
 * A small first row a new team reaches on its first day (100,000₫ of team valid bets, one active
 * member, 0.20%), then DOMAIN §5.3's example daily-salary table, in minor units (₫, two digits).
 */
const DEMO_SALARY_ROWS = [
  { minTurnover: "10000000", minActiveMembers: 1, rateBp: 20 },
  { minTurnover: "1000000000", minActiveMembers: 3, rateBp: 30 },
  { minTurnover: "5000000000", minActiveMembers: 5, rateBp: 50 },
  { minTurnover: "20000000000", minActiveMembers: 10, rateBp: 80 },
  { minTurnover: "100000000000", minActiveMembers: 20, rateBp: 100 },
];

/**
 * agent01 holds a daily-salary contract from the platform, in force; its downline agent agent02 has
 * an offer from agent01 waiting for its signature (rates within agent01's at every row).
 */
async function seedDemoContracts(
  tx: Parameters<Parameters<Database["transaction"]>[0]>[0],
  brandId: string,
  agentId: string,
  subAgentId: string,
) {
  const at = new Date();
  const today = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()) - 7 * 3_600_000);
  const [platformContract] = await tx
    .insert(contracts)
    .values({ brandId, type: "daily_salary", agentId, status: "active", createdAt: today, signedAt: today })
    .returning({ id: contracts.id });
  const [offer] = await tx
    .insert(contracts)
    .values({
      brandId,
      type: "daily_salary",
      agentId: subAgentId,
      uplineId: agentId,
      status: "pending",
      createdAt: at,
    })
    .returning({ id: contracts.id });
  await tx.insert(contractVersions).values([
    {
      contractId: platformContract?.id ?? "",
      version: 1,
      rows: DEMO_SALARY_ROWS,
      period: "D",
      carryNegative: false,
      effectiveFrom: today,
      createdAt: at,
    },
    {
      contractId: offer?.id ?? "",
      version: 1,
      rows: DEMO_SALARY_ROWS.map((row) => ({ ...row, rateBp: row.rateBp - 10 })),
      period: "D",
      carryNegative: false,
      // agent02's first contract of the type: once signed it counts from the day it is signed.
      effectiveFrom: today,
      createdAt: at,
    },
  ]);
}
