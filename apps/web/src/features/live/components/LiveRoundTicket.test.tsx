import type { LiveRoundDetail } from "@lotus/contracts";
import { createInstance } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, it, vi } from "vitest";
import vi_live from "../../../locales/vi/live.json";
import { BANKER_WIN, DICE_BIG } from "../model/live.fixture";
import { LiveRoundTicket } from "./LiveRoundTicket";

vi.mock("../../../lib/queries", () => ({
  useWhitelabel: () => ({ currency: { symbol: "₫" }, timeZone: "Asia/Ho_Chi_Minh" }),
}));

const i18n = createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: "vi",
    resources: { vi: { live: vi_live } },
    defaultNS: "live",
  });
});

const html = (detail: LiveRoundDetail) =>
  renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter>
        <LiveRoundTicket detail={detail} />
      </MemoryRouter>
    </I18nextProvider>,
  );

const round = (overrides: Partial<LiveRoundDetail> = {}): LiveRoundDetail => ({
  kind: "live",
  gameId: "live-baccarat-1",
  tableKind: "baccarat",
  variant: "standard",
  roundNumber: 57,
  phase: "settled",
  placedAt: Date.UTC(2026, 3, 12, 8, 30, 15),
  bets: [
    { spot: "banker", amount: 100_000, odds: 0.95, win: 195_000 },
    { spot: "player_pair", amount: 10_000, odds: 11, win: 0 },
  ],
  total: 110_000,
  win: 195_000,
  status: "won",
  result: BANKER_WIN,
  verifiable: true,
  ...overrides,
});

describe("a live round opened from the betting record", () => {
  it("shows the table, each spot with stake, odds and win, the cards and the fair check", () => {
    const page = html(round());
    expect(page).toContain("Baccarat");
    expect(page).toContain("Cái");
    expect(page).toContain("Con Đôi");
    expect(page).toContain("0.95:1");
    expect(page).toContain("11:1");
    expect(page).toContain("₫195,000.00");
    expect(page).toContain("Thắng");
    // The cards in deal order, the third card of the Banker among them, and the result in words.
    expect(page).toContain('data-card="KH"');
    expect(page).toContain("Cái thắng 8 – 5");
    expect(page).toContain('href="/fair?live=live-baccarat-1&amp;round=57"');
  });

  it("waits for the deal: no win, no result and nothing to check yet", () => {
    const page = html(round({ phase: "betting", status: "open", result: null, win: 0, verifiable: false }));
    expect(page).toContain("Chưa chia bài");
    expect(page).toContain("Chờ kết quả");
    expect(page).not.toContain("/fair?");
  });

  it("says a void round was refunded, and draws a sic bo round's dice", () => {
    expect(html(round({ phase: "void", status: "void", result: null, verifiable: false }))).toContain(
      "Ván bị hủy: đã hoàn tiền cược",
    );
    const dice = html(
      round({
        gameId: "live-sicbo",
        tableKind: "sicbo",
        variant: null,
        bets: [{ spot: "total_15", amount: 10_000, odds: 6, win: 70_000 }],
        result: DICE_BIG,
      }),
    );
    expect(dice).toContain("Tài Xỉu");
    expect(dice).toContain("Tổng 15");
    expect(dice).toContain("4 · 5 · 6: tổng 15, Tài");
  });
});
