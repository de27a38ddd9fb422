import { createInstance } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { beforeAll, describe, expect, it } from "vitest";
import en from "../../../locales/en/lottery.json";
import vi from "../../../locales/vi/lottery.json";
import { TicketTable } from "../components/TicketTable";
import { DAY, NORTH_RESULT, SOUTH_DRAW_AT, southResult, stationDraw } from "./daily.fixture";
import { latestDay, ticketRows } from "./ticket";

const i18n = createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({
    lng: "vi",
    resources: { en: { lottery: en }, vi: { lottery: vi } },
    defaultNS: "lottery",
  });
});

const html = (node: React.ReactNode) =>
  renderToStaticMarkup(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);

describe("the ticket table's rows", () => {
  it("prints a North result as ĐB on top down to G7: 27 numbers in their places", () => {
    const rows = ticketRows("north", [NORTH_RESULT]);
    expect(rows.map((row) => row.prize)).toEqual(["DB", "G1", "G2", "G3", "G4", "G5", "G6", "G7"]);
    expect(rows.map((row) => row.columns[0]?.length)).toEqual([1, 1, 2, 6, 4, 6, 3, 4]);
    expect(rows.flatMap((row) => row.columns[0] ?? [])).toHaveLength(27);
    expect(rows[0]?.columns).toEqual([["98745"]]);
    expect(rows.at(-1)?.columns).toEqual([["12", "34", "56", "78"]]);
    expect(rows.find((row) => row.prize === "G6")?.digits).toBe(3);
  });

  it("prints South stations side by side, ĐB of 6 digits down to G8 of 2, 18 numbers each", () => {
    const rows = ticketRows("south", [southResult("123456", "07"), southResult("654321", "93")]);
    expect(rows.map((row) => row.prize)).toEqual(["DB", "G1", "G2", "G3", "G4", "G5", "G6", "G7", "G8"]);
    expect(rows.map((row) => row.digits)).toEqual([6, 5, 5, 5, 5, 4, 4, 3, 2]);
    expect(rows[0]?.columns).toEqual([["123456"], ["654321"]]);
    expect(rows.at(-1)?.columns).toEqual([["07"], ["93"]]);
    for (const column of [0, 1]) expect(rows.flatMap((row) => row.columns[column] ?? [])).toHaveLength(18);
  });

  it("keeps the places of numbers a result does not have yet", () => {
    const rows = ticketRows("central", [{ prizes: [{ prize: "G3", numbers: ["12345"] }] }]);
    expect(rows.find((row) => row.prize === "G3")?.columns).toEqual([["12345", null]]);
    expect(rows.find((row) => row.prize === "DB")?.columns).toEqual([[null]]);
  });
});

describe("the latest day of results", () => {
  const drawn = (day: string, code: string, at: number, special: string) => ({
    ...stationDraw(day, code, code, at),
    status: "settled" as const,
    result: southResult(special, "00"),
  });

  it("takes the stations of the newest day with results, earliest first, past void draws", () => {
    const recent = [
      { ...stationDraw("20261127", "VLONG", "Vĩnh Long", SOUTH_DRAW_AT), status: "void" as const },
      drawn("20261126", "BTHUAN", SOUTH_DRAW_AT - DAY, "333333"),
      drawn("20261126", "AGIANG", SOUTH_DRAW_AT - DAY, "222222"),
      drawn("20261126", "TNINH", SOUTH_DRAW_AT - DAY - 60_000, "111111"),
      drawn("20261125", "DNAI", SOUTH_DRAW_AT - 2 * DAY, "444444"),
    ];
    const day = latestDay(recent);
    expect(day?.date).toBe("2026-11-26");
    expect(day?.draws.map((draw) => draw.station?.code)).toEqual(["TNINH", "BTHUAN", "AGIANG"]);
    expect(latestDay([])).toBeNull();
    expect(latestDay(recent.slice(0, 1))).toBeNull();
  });
});

describe("the ticket table", () => {
  it("shows a South day with its stations, date, Vietnamese prize names and marked lô endings", () => {
    const markup = html(
      <TicketTable
        region="south"
        date="2026-11-27"
        columns={[
          {
            period: "20261127-VLONG",
            station: { code: "VLONG", name: "Vĩnh Long" },
            result: southResult("123456", "07"),
          },
          {
            period: "20261127-TVINH",
            station: { code: "TVINH", name: "Trà Vinh" },
            result: southResult("654321", "93"),
          },
        ]}
      />,
    );
    expect(markup).toContain('data-testid="lottery-ticket"');
    expect(markup).toContain("Xổ số Miền Nam ngày 2026-11-27");
    expect(markup).toContain('data-station="VLONG">Vĩnh Long</th>');
    expect(markup).toContain('data-station="TVINH">Trà Vinh</th>');
    expect(markup).toContain("Giải Đặc Biệt");
    expect(markup).toContain("Giải Tám");
    // ĐB 123456 is read as lô 56; G8 is its own two digits.
    expect(markup).toContain("1234<mark>56</mark>");
    expect(markup).toContain("<mark>93</mark>");
    expect(markup.match(/data-prize="([A-Z0-9]+)"/g)).toEqual(
      ["DB", "G1", "G2", "G3", "G4", "G5", "G6", "G7", "G8"].map((prize) => `data-prize="${prize}"`),
    );
    expect(markup.match(/<mark>/g)).toHaveLength(36);
  });

  it("shows a North day as one column of 27 numbers ending with G7", async () => {
    await i18n.changeLanguage("en");
    const markup = html(
      <TicketTable
        region="north"
        date="2026-11-26"
        columns={[{ period: "20261126", station: { code: "HN", name: "Hà Nội" }, result: NORTH_RESULT }]}
      />,
    );
    await i18n.changeLanguage("vi");
    expect(markup).toContain("Northern lottery, draw of 2026-11-26");
    expect(markup).toContain("lottery-ticket--single");
    expect(markup).toContain("987<mark>45</mark>");
    expect(markup.match(/data-prize="([A-Z0-9]+)"/g)).toEqual(
      ["DB", "G1", "G2", "G3", "G4", "G5", "G6", "G7"].map((prize) => `data-prize="${prize}"`),
    );
    expect(markup.match(/<mark>/g)).toHaveLength(27);
  });
});
