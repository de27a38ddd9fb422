import type { Transaction } from "./client";
import { mallGifts } from "./schema";

/** VND with two minor digits. */
const vnd = (amount: number) => BigInt(amount) * 100n;

/**
 * The demo points mall (DOMAIN §6.7): physical gifts with stock and limits, cash credits, one for
 * higher VIP levels only. Points prices follow the default earning of one point per 1 ₫ of valid
 * bets, at most 5,000 a day.
 */
const GIFTS = [
  {
    name: { EN: "Lotus T-shirt", VI: "Áo thun Lotus" },
    description: {
      EN: "Cotton T-shirt with the Lotus logo, one size.",
      VI: "Áo thun cotton in logo Lotus, một cỡ.",
    },
    image: "tshirt",
    kind: "physical",
    points: 8_000n,
    value: 150_000,
    stock: 50,
    memberLimit: 2,
    dailyLimit: 1,
  },
  {
    name: { EN: "Wireless headphones", VI: "Tai nghe không dây" },
    description: {
      EN: "Bluetooth headphones with 20 hours of battery.",
      VI: "Tai nghe Bluetooth, pin dùng 20 giờ.",
    },
    image: "headphones",
    kind: "physical",
    points: 40_000n,
    value: 900_000,
    stock: 20,
    memberLimit: 1,
    dailyLimit: null,
  },
  {
    name: { EN: "Smartphone", VI: "Điện thoại thông minh" },
    description: {
      EN: "A 128 GB smartphone, delivered in 5 working days.",
      VI: "Điện thoại 128 GB, giao trong 5 ngày làm việc.",
    },
    image: "phone",
    kind: "physical",
    points: 300_000n,
    value: 6_500_000,
    stock: 3,
    memberLimit: 1,
    dailyLimit: null,
    minVipLevel: 3,
  },
  {
    name: { EN: "Smart watch", VI: "Đồng hồ thông minh" },
    description: { EN: "Fitness tracking and notifications.", VI: "Theo dõi sức khỏe và nhận thông báo." },
    image: "watch",
    kind: "physical",
    points: 120_000n,
    value: 2_500_000,
    stock: 10,
    memberLimit: 1,
    dailyLimit: null,
  },
  {
    name: { EN: "50K cash credit", VI: "50K tiền mặt" },
    description: {
      EN: "50,000 ₫ to your wallet with 1× turnover.",
      VI: "50.000 ₫ vào ví, yêu cầu cược 1 lần.",
    },
    image: "voucher50",
    kind: "cash",
    points: 5_000n,
    value: 50_000,
    stock: null,
    memberLimit: null,
    dailyLimit: 2,
  },
  {
    name: { EN: "200K cash credit", VI: "200K tiền mặt" },
    description: {
      EN: "200,000 ₫ to your wallet with 1× turnover.",
      VI: "200.000 ₫ vào ví, yêu cầu cược 1 lần.",
    },
    image: "voucher200",
    kind: "cash",
    points: 19_000n,
    value: 200_000,
    stock: null,
    memberLimit: null,
    dailyLimit: 1,
  },
  {
    name: { EN: "Lucky red envelope", VI: "Bao lì xì may mắn" },
    description: {
      EN: "A red envelope with a Lotus lucky coin, for the New Year.",
      VI: "Bao lì xì kèm đồng xu may mắn Lotus dịp Tết.",
    },
    image: "envelope",
    kind: "physical",
    points: 3_000n,
    value: 60_000,
    stock: 100,
    memberLimit: 3,
    dailyLimit: 1,
  },
] as const;

/** The demo brand's gifts; the demo member's points and exchange are made through the services at start. */
export async function seedDemoMall(tx: Transaction, brandId: string): Promise<void> {
  await tx.insert(mallGifts).values(
    GIFTS.map((gift, order) => ({
      brandId,
      name: gift.name,
      description: gift.description,
      imageUrl: `/res/img/gifts/${gift.image}.svg`,
      kind: gift.kind,
      pointsPrice: gift.points,
      cashValue: vnd(gift.value),
      stock: gift.stock,
      memberLimit: gift.memberLimit,
      dailyLimit: gift.dailyLimit,
      minVipLevel: "minVipLevel" in gift ? gift.minVipLevel : null,
      sortOrder: order,
    })),
  );
}
