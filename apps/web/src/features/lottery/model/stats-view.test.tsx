import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createInstance } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { beforeAll, describe, expect, it } from "vitest";
import en from "../../../locales/en/lottery.json";
import vi from "../../../locales/vi/lottery.json";
import { type LotteryStats as Stats, statsQuery } from "../api/lottery-api";
import { LotteryStats } from "../components/LotteryStats";

const i18n = createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: "vi",
    resources: { en: { lottery: en }, vi: { lottery: vi } },
    defaultNS: "lottery",
  });
});

/** Three Bến Tre draws: 12 hot (4 times), 56 twice, 99 never; the digit tables of the lô endings. */
function southStats(): Stats {
  const numbers = Array.from({ length: 100 }, (_, value) => ({
    number: String(value).padStart(2, "0"),
    count: 0,
    drawsHit: 0,
    gan: 3,
    maxGan: 3,
    lastPeriod: null as string | null,
    lastDrawAt: null as number | null,
  }));
  const set = (value: number, figures: Partial<(typeof numbers)[number]>) => {
    numbers[value] = { ...(numbers[value] as (typeof numbers)[number]), ...figures };
  };
  set(12, { count: 4, drawsHit: 2, gan: 0, maxGan: 1, lastPeriod: "20200121-BTRE", lastDrawAt: 3 });
  set(56, { count: 2, drawsHit: 1, gan: 1, maxGan: 1, lastPeriod: "20200114-BTRE", lastDrawAt: 2 });
  set(77, { count: 1, drawsHit: 1, gan: 2, maxGan: 2, lastPeriod: "20200107-BTRE", lastDrawAt: 1 });
  return {
    gameId: "xsmn",
    station: null,
    stations: [
      { code: "BTRE", name: "Bến Tre" },
      { code: "VTAU", name: "Vũng Tàu" },
    ],
    requested: 30,
    draws: 3,
    from: { period: "20200107-BTRE", drawAt: 1 },
    to: { period: "20200121-BTRE", drawAt: 3 },
    numbers,
    heads: [0, 4, 0, 2, 0, 2, 30, 1, 15, 0],
    tails: [6, 6, 10, 6, 7, 4, 5, 4, 3, 3],
    special: { heads: [0, 1, 0, 0, 0, 1, 0, 1, 0, 0], tails: [0, 0, 1, 0, 0, 0, 1, 1, 0, 0] },
  };
}

/** The statistics section as a player first sees it: the last 30 draws of the whole region. */
function render(stats: Stats, daily = true): string {
  const client = new QueryClient();
  client.setQueryData(statsQuery("lotus", stats.gameId, 30, null).queryKey, stats);
  return renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <LotteryStats merchant="lotus" gameId={stats.gameId} daily={daily} />
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

const textOf = (markup: string) => markup.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
const section = (markup: string, testId: string) => {
  const start = markup.indexOf(">", markup.indexOf(`data-testid="${testId}"`)) + 1;
  return textOf(markup.slice(start, markup.indexOf("</ol>", start)));
};

describe("the statistics section", () => {
  it("says what it counted, by the draws' dates", () => {
    const text = textOf(render(southStats()));
    expect(text).toContain("Thống kê trên 3 kỳ, từ 2020-01-07 đến 2020-01-21");
  });

  it("lists the hot numbers most frequent first, with their times and share of draws", () => {
    const hot = section(render(southStats()), "lottery-stats-hot");
    expect(hot.indexOf("12")).toBeLessThan(hot.indexOf("56"));
    expect(hot.indexOf("56")).toBeLessThan(hot.indexOf("77"));
    expect(hot).toContain("12 4 lần có mặt ở 67% số kỳ");
  });

  it("lists the cold numbers missing longest first", () => {
    const cold = section(render(southStats()), "lottery-stats-cold");
    expect(cold.trim().startsWith("00 0 lần")).toBe(true);
    expect(cold).not.toContain("12 ");
  });

  it("shows lô gan as at least the window for a number never seen, and when the others last came out", () => {
    const text = textOf(render(southStats()));
    expect(text).toContain("Lô gan");
    expect(text).toMatch(/00 ≥ 3 ≥ 3 Chưa về trong các kỳ này/);
    expect(text).not.toMatch(/77 2 2 2020-01-07/);
    const all = render({ ...southStats(), numbers: southStats().numbers.filter((n) => n.number === "77") });
    expect(textOf(all)).toMatch(/77 2 2 2020-01-07/);
  });

  it("draws the đầu/đuôi table with the most and least frequent digits marked", () => {
    const markup = render(southStats());
    expect(textOf(markup)).toContain("Thống kê đầu – đuôi");
    expect(markup).toContain('lottery-stats__digit lottery-stats__digit--most">30');
    expect(markup).toContain('lottery-stats__digit lottery-stats__digit--most">10');
    expect(markup.match(/lottery-stats__digit--least/g)?.length).toBeGreaterThan(0);
  });

  it("offers the region's stations to narrow to", () => {
    const markup = render(southStats());
    expect(markup).toContain('<option value="" selected="">Tất cả các đài trong miền</option>');
    expect(markup).toContain('<option value="BTRE">Bến Tre</option>');
  });

  it("has no digit table and no station choice for Keno", () => {
    const keno = { ...southStats(), gameId: "keno-1", stations: [], heads: null, tails: null, special: null };
    const markup = render(keno, false);
    expect(textOf(markup)).not.toContain("Thống kê đầu – đuôi");
    expect(markup).not.toContain("Tất cả các đài");
    // A fast lottery names its draws by period.
    expect(textOf(markup)).toContain("từ 20200107-BTRE đến 20200121-BTRE");
  });

  it("says so when there are no results yet", () => {
    const empty = { ...southStats(), draws: 0, from: null, to: null };
    expect(textOf(render(empty))).toContain("Chưa có kết quả: thống kê sẽ bắt đầu từ kỳ quay đầu tiên.");
  });
});
