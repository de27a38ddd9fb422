import type { Transaction } from "./client";
import { promotions } from "./schema";

const DAY_MS = 86_400_000;
const everyone = { vipLevels: [], labels: [], agentIds: [] };
const turnover = (multiple: number, extra: Record<string, unknown> = {}) => ({
  multiple,
  base: "bonus",
  weights: {},
  expiryDays: 30,
  maxBet: 0,
  ...extra,
});

/**
 * The demo brand's live promotions (DOMAIN §6), in EN and VI: first deposit 100% up to ₫2,000,000
 * with 10× turnover, daily check-in with streak rewards, birthday, Zalo binding and an application
 * form. Configurations follow the contracts' schema (amounts in đồng); rich text goes through the
 * same sanitiser as the back office.
 */
export async function seedDemoPromotions(
  tx: Transaction,
  brandId: string,
  sanitize: (html: string) => string,
): Promise<void> {
  const startsAt = new Date(Date.now() - DAY_MS);
  const endsAt = new Date(Date.now() + 180 * DAY_MS);
  const body = (en: string, vi: string) => ({ EN: sanitize(en), VI: sanitize(vi) });
  await tx.insert(promotions).values([
    {
      brandId,
      type: "first_deposit",
      title: { EN: "First deposit bonus 100%", VI: "Thưởng nạp đầu 100%" },
      summary: {
        EN: "Double your first deposit, up to ₫2,000,000",
        VI: "Nhân đôi lần nạp đầu, tối đa 2.000.000 ₫",
      },
      body: body(
        "<h2>How it works</h2><ul><li><p>Your first deposit of at least ₫100,000 is matched 100%, up to ₫2,000,000.</p></li><li><p>Join before you deposit; the bonus then waits for you to claim it once the deposit is credited.</p></li><li><p>Wager 10× the bonus within 30 days before withdrawing it; live casino counts 20%.</p></li></ul><p>One bonus per person: accounts sharing a phone number, payee name or bank account receive it once.</p>",
        "<h2>Cách tham gia</h2><ul><li><p>Lần nạp đầu từ 100.000 ₫ được thưởng 100%, tối đa 2.000.000 ₫.</p></li><li><p>Hãy tham gia trước khi nạp; khi lệnh nạp được ghi có, tiền thưởng sẽ chờ bạn nhận.</p></li><li><p>Cần đạt doanh thu cược gấp 10 lần tiền thưởng trong 30 ngày trước khi rút; casino trực tuyến tính 20%.</p></li></ul><p>Mỗi người chỉ nhận một lần: các tài khoản trùng số điện thoại, tên người nhận hoặc tài khoản ngân hàng chỉ được thưởng một lần.</p>",
      ),
      bannerUrl: "/res/img/banners/promo-first-deposit.svg",
      startsAt,
      endsAt,
      status: "published",
      // Members opt in before depositing and claim the bonus (e2e deposits elsewhere stay bonus-free).
      joinMode: "claim",
      audience: everyone,
      onePerPerson: true,
      matchOn: ["phone", "payee", "bank"],
      config: {
        type: "first_deposit",
        percent: 100,
        cap: 2_000_000,
        minDeposit: 100_000,
        turnover: turnover(10, { weights: { LIVE: 20 } }),
      },
      sortOrder: 1,
    },
    {
      brandId,
      type: "checkin",
      title: { EN: "Daily check-in", VI: "Điểm danh mỗi ngày" },
      summary: {
        EN: "100 points a day, bonuses at 5, 10 and 30 days in a row",
        VI: "100 điểm mỗi ngày, thưởng thêm khi đủ 5, 10 và 30 ngày liên tiếp",
      },
      body: body(
        "<p>Check in once a day (Vietnam time) to earn 100 points.</p><p>Keep the streak going: ₫10,000 at 5 days, ₫20,000 at 10 days and ₫100,000 at 30 days, each with 1× turnover. Missing a day starts the streak again.</p>",
        "<p>Điểm danh mỗi ngày một lần (giờ Việt Nam) để nhận 100 điểm.</p><p>Giữ chuỗi liên tiếp: 10.000 ₫ khi đủ 5 ngày, 20.000 ₫ khi đủ 10 ngày và 100.000 ₫ khi đủ 30 ngày, mỗi khoản cần 1 lần doanh thu cược. Bỏ lỡ một ngày, chuỗi sẽ tính lại từ đầu.</p>",
      ),
      bannerUrl: "/res/img/banners/promo-checkin.svg",
      startsAt,
      endsAt,
      status: "published",
      joinMode: "auto",
      audience: everyone,
      config: {
        type: "checkin",
        daily: { cash: 0, points: 100 },
        streaks: [
          { days: 5, reward: { cash: 10_000, points: 0 } },
          { days: 10, reward: { cash: 20_000, points: 0 } },
          { days: 30, reward: { cash: 100_000, points: 0 } },
        ],
        turnoverMultiple: 1,
      },
      sortOrder: 2,
    },
    {
      brandId,
      type: "event_bonus",
      title: { EN: "Birthday gift", VI: "Quà sinh nhật" },
      summary: { EN: "₫88,000 on your birthday", VI: "88.000 ₫ vào ngày sinh nhật của bạn" },
      body: body(
        "<p>On your birthday we credit ₫88,000 to your wallet, once a year. Add your birthday to your profile to take part. 1× turnover.</p>",
        "<p>Vào ngày sinh nhật, chúng tôi tặng 88.000 ₫ vào ví của bạn, mỗi năm một lần. Hãy cập nhật ngày sinh trong hồ sơ để tham gia. Cần 1 lần doanh thu cược.</p>",
      ),
      bannerUrl: null,
      startsAt,
      endsAt: null,
      status: "published",
      joinMode: "auto",
      audience: everyone,
      config: { type: "event_bonus", event: "birthday", amount: 88_000, turnover: turnover(1) },
      sortOrder: 3,
    },
    {
      brandId,
      type: "event_bonus",
      title: { EN: "Link your Zalo", VI: "Liên kết Zalo" },
      summary: { EN: "Link your Zalo and get ₫131,000", VI: "Liên kết Zalo nhận ngay 131.000 ₫" },
      body: body(
        "<p>Link your Zalo number once and receive ₫131,000. Each Zalo number can be linked to one account only. 1× turnover.</p>",
        "<p>Liên kết số Zalo một lần để nhận 131.000 ₫. Mỗi số Zalo chỉ liên kết được với một tài khoản. Cần 1 lần doanh thu cược.</p>",
      ),
      bannerUrl: null,
      startsAt,
      endsAt: null,
      status: "published",
      joinMode: "auto",
      audience: everyone,
      onePerPerson: true,
      matchOn: ["phone", "device"],
      config: { type: "event_bonus", event: "zalo", amount: 131_000, turnover: turnover(1) },
      sortOrder: 4,
    },
    {
      brandId,
      type: "event_bonus",
      title: { EN: "Share and win ₫50,000", VI: "Chia sẻ nhận 50.000 ₫" },
      summary: {
        EN: "Share our page on Facebook, send a screenshot, get ₫50,000",
        VI: "Chia sẻ trang của chúng tôi lên Facebook, gửi ảnh chụp màn hình, nhận 50.000 ₫",
      },
      body: body(
        "<ol><li><p>Share the Lotus page on your Facebook wall.</p></li><li><p>Apply here with a remark and up to 3 screenshots (png or jpg, 5 MB each).</p></li><li><p>Our team reviews it within 24 hours; once approved ₫50,000 is credited with 3× turnover.</p></li></ol>",
        "<ol><li><p>Chia sẻ trang Lotus lên tường Facebook của bạn.</p></li><li><p>Đăng ký tại đây kèm ghi chú và tối đa 3 ảnh chụp màn hình (png hoặc jpg, mỗi ảnh tối đa 5 MB).</p></li><li><p>Chúng tôi xét duyệt trong vòng 24 giờ; khi được duyệt, 50.000 ₫ sẽ được cộng kèm yêu cầu 3 lần doanh thu cược.</p></li></ol>",
      ),
      bannerUrl: null,
      startsAt,
      endsAt,
      status: "published",
      joinMode: "apply",
      audience: everyone,
      config: { type: "event_bonus", event: "application", amount: 50_000, turnover: turnover(3) },
      sortOrder: 5,
    },
  ]);
}
