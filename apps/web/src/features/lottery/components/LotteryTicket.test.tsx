import type { LotteryRoundDetail } from "@lotus/contracts";
import { createInstance } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, it, vi } from "vitest";
import vi_lottery from "../../../locales/vi/lottery.json";
import { LotteryTicket } from "./LotteryTicket";

vi.mock("../../../lib/queries", () => ({
  useWhitelabel: () => ({ currency: { symbol: "₫" }, timeZone: "Asia/Ho_Chi_Minh" }),
}));

const i18n = createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: "vi",
    resources: { vi: { lottery: vi_lottery } },
    defaultNS: "lottery",
  });
});

const html = (detail: LotteryRoundDetail) =>
  renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <LotteryTicket detail={detail} />
      </MemoryRouter>
    </I18nextProvider>,
  );

const NORTH = [
  { prize: "DB", numbers: ["12345"] },
  { prize: "G1", numbers: ["67890"] },
  { prize: "G7", numbers: ["45", "71", "72", "73"] },
];

const ticket = (overrides: Partial<LotteryRoundDetail>): LotteryRoundDetail => ({
  kind: "lottery",
  gameId: "elott-1",
  format: "north",
  schedule: "fast",
  period: "20260412-0931",
  station: null,
  drawStatus: "settled",
  drawAt: Date.UTC(2026, 3, 12, 8, 31),
  placedAt: Date.UTC(2026, 3, 12, 8, 30, 15),
  total: 297_000,
  lines: [
    {
      market: "lo2",
      numbers: ["45", "46"],
      points: 10,
      stake: 270_000,
      odds: 99,
      status: "won",
      hits: 2,
      win: 1_980_000,
    },
    { market: "de", numbers: ["46"], points: 1, stake: 27_000, odds: 99, status: "lost", hits: 0, win: 0 },
  ],
  result: { prizes: NORTH },
  verifiable: true,
  ...overrides,
});

describe("a lottery ticket opened from the betting record", () => {
  it("shows each line's numbers, odds, outcome and win, the special prize and the fair check", () => {
    const page = html(ticket({}));
    expect(page).toContain("Lô 2 số");
    expect(page).toContain("45, 46");
    expect(page).toContain("1 ăn 99");
    expect(page).toContain("Thắng");
    expect(page).toContain("Thua");
    expect(page).toContain("1,980,000.00");
    // The special prize heads the result, its last two digits marked; the full table is one click away.
    expect(page).toMatch(/Giải Đặc Biệt <span class="round-ticket__number">123<mark>45<\/mark><\/span>/);
    expect(page).toContain("<details");
    expect(page).toContain("678<mark>90</mark>");
    expect(page).toContain('href="/fair?lottery=elott-1&amp;period=20260412-0931"');
  });

  it("waits for the draw: no result, no win yet, nothing to check", () => {
    const open = html(
      ticket({
        drawStatus: "open",
        result: null,
        verifiable: false,
        lines: [
          {
            market: "de",
            numbers: ["46"],
            points: 1,
            stake: 27_000,
            odds: 99,
            status: "open",
            hits: 0,
            win: 0,
          },
        ],
      }),
    );
    expect(open).toContain("Chờ quay thưởng");
    expect(open).toContain("Đang chờ kết quả…");
    expect(open).not.toContain("/fair?");
    expect(open).not.toContain("<details");
  });

  it("names a daily draw's station; a Keno ticket lists its 20 balls with the sum and size", () => {
    const south = html(
      ticket({
        gameId: "xsmn",
        format: "south",
        schedule: "daily",
        period: "20260412-TNINH",
        station: { code: "TNINH", name: "Tây Ninh" },
        verifiable: false,
      }),
    );
    expect(south).toContain("Đài");
    expect(south).toContain("Tây Ninh");
    expect(south).not.toContain("/fair?");

    const balls = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 41, 42, 43, 44, 45, 46, 47, 48, 49, 80];
    const keno = html(
      ticket({
        gameId: "keno-1",
        format: "keno",
        result: { balls },
        lines: [
          {
            market: "keno_small",
            numbers: [],
            points: 10,
            stake: 10_000,
            odds: 1.95,
            status: "won",
            hits: 0,
            win: 19_500,
          },
        ],
      }),
    );
    expect(keno).toContain("Tổng 540 · Xỉu");
    expect(keno).toContain("×1.95");
    expect(keno).toContain("Không có số");
    expect(keno.match(/<li>\d\d<\/li>/g)).toHaveLength(20);
  });
});
