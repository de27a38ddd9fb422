import type { Permission } from "@lotus/contracts";
import { formatDateTime } from "@lotus/ui/format/format";
import { QueryClient } from "@tanstack/react-query";
import type { ComponentType } from "react";
import { describe, expect, it } from "vitest";
import games from "../../../locales/en/games.json";
import lottery from "../../../locales/en/lottery.json";
import { BRAND, consoleFor, englishI18n, firstPaint, textOf as text } from "../../../test/console-fixture";
import { type Calendar, calendarQuery, type DrawView } from "../api/lottery-api";
import CalendarPage from "./CalendarPage";
import DrawDetailPage from "./DrawDetailPage";
import DrawsPage from "./DrawsPage";
import { cacheDailyDraw, DRAW_ID, dailyDraw, NOW, SOUTH_RESULT } from "./draw.fixture";

/**
 * The daily Vietnamese draws as an operator first sees them (server-rendered from cached answers):
 * the result entry ticket once betting closed, the entered result waiting for a second operator,
 * the confirmed result, and the draw calendar. `lottery.results` alone draws the entry actions,
 * `lottery.manage` alone the calendar's.
 */

const VIEW: Permission[] = ["lottery.view"];
const RESULTS: Permission[] = [...VIEW, "lottery.results"];
const MANAGE: Permission[] = [...VIEW, "lottery.manage"];
/** The signed-in operator of every test. */
const ME = "risk";

const i18n = englishI18n({ games, lottery });

const pending = (enteredBy: string) =>
  dailyDraw({ pendingResult: SOUTH_RESULT, resultEnteredBy: enteredBy, resultEnteredAt: NOW - 30_000 });

const VN_TIME = "Asia/Ho_Chi_Minh";
/** 2026-02-16 (a Monday) at a local time of Vietnam (UTC+7). */
const vnAt = (hour: number, minute: number) => Date.UTC(2026, 1, 16, hour - 7, minute);

const calendar: Calendar = {
  timeZone: VN_TIME,
  stations: [
    { code: "HN", name: "Hà Nội", region: "north" },
    { code: "PYEN", name: "Phú Yên", region: "central" },
    { code: "TTHUE", name: "Thừa Thiên Huế", region: "central" },
    { code: "HCM", name: "TP. Hồ Chí Minh", region: "south" },
    { code: "TNINH", name: "Tây Ninh", region: "south" },
  ],
  regions: [
    { region: "south", game: "xsmn", drawTime: "16:15", cutoffMinutes: 15, weekly: { mon: ["HCM"] } },
    {
      region: "central",
      game: "xsmt",
      drawTime: "17:15",
      cutoffMinutes: 15,
      weekly: { mon: ["PYEN", "TTHUE"] },
    },
    {
      region: "north",
      game: "xsmb",
      drawTime: "18:15",
      cutoffMinutes: 20,
      weekly: { mon: ["HN"], sun: ["HN"] },
    },
  ],
  overrides: [
    {
      id: "o1",
      date: "2026-02-17",
      region: null,
      stationCode: null,
      cancelled: true,
      note: "Tết holiday",
      createdBy: "ops",
      createdAt: vnAt(9, 0),
    },
    {
      id: "o2",
      date: "2026-02-19",
      region: "south",
      stationCode: "TNINH",
      cancelled: false,
      note: "Make-up draw",
      createdBy: "ops",
      createdAt: vnAt(9, 5),
    },
  ],
  days: [
    {
      date: "2026-02-16",
      draws: [
        {
          region: "north",
          station: { code: "HN", name: "Hà Nội" },
          drawAt: vnAt(18, 15),
          closeAt: vnAt(17, 55),
        },
      ],
    },
    { date: "2026-02-17", draws: [] },
  ],
};

/** The screen's first paint at `url` (matched by `path`) with the given draw cached, as markup. */
function markup(
  Screen: ComponentType,
  permissions: Permission[],
  url: string,
  path: string,
  shown: DrawView = dailyDraw(),
): string {
  const queryClient = new QueryClient();
  cacheDailyDraw(queryClient, shown);
  queryClient.setQueryData(calendarQuery(BRAND.id, { days: 7 }).queryKey, calendar);
  return firstPaint(<Screen />, {
    i18n,
    client: queryClient,
    signedIn: consoleFor(permissions, { username: ME }),
    url,
    path,
  });
}

const AT = [`/lottery-draws/${DRAW_ID}`, "/lottery-draws/:drawId"] as const;
const detail = (permissions: Permission[], shown: DrawView) =>
  markup(DrawDetailPage, permissions, ...AT, shown);

/** The result card's buttons as "label" → disabled. */
function buttons(html: string): Record<string, boolean> {
  return Object.fromEntries(
    [...html.matchAll(/<button([^>]*)>((?:(?!<\/button>).)*)<\/button>/g)].map((match) => [
      text(match[2] ?? ""),
      /\sdisabled=""/.test(match[1] ?? ""),
    ]),
  );
}

describe("a daily draw's result", () => {
  it("is entered only after betting closes, which the page says when", () => {
    const closeAt = NOW + 3_600_000;
    const html = detail(RESULTS, dailyDraw({ closeAt }));
    expect(text(html)).toContain(`Results are entered after betting closes at ${formatDateTime(closeAt)}.`);
    expect(html).not.toContain("<input");
    expect(text(html)).toContain("Vietnam lottery – South · Tây Ninh · 20260105-TNINH");
    // A station's result has no hash chain.
    expect(text(html)).not.toContain(lottery.fair.title);
  });

  it("is typed into the official ticket once betting closed: one numeric input per number", () => {
    const html = detail(RESULTS, dailyDraw());
    const inputs = [...html.matchAll(/<input[^>]*>/g)].map((match) => match[0]);
    expect(inputs).toHaveLength(18);
    for (const input of inputs) {
      expect(input).toContain('inputMode="numeric"');
      expect(input).toContain('autoComplete="off"');
    }
    const widths = inputs.map((input) => /maxLength="(\d)"/.exec(input)?.[1]);
    expect(widths).toEqual(["6", "5", "5", "5", "5", ...Array(7).fill("5"), "4", "4", "4", "4", "3", "2"]);
    expect(inputs[0]).toContain('name="numbers.DB.0"');
    expect(inputs[17]).toContain('name="numbers.G8.0"');
    const shown = text(html);
    expect(shown).toContain("Special prize (ĐB), number 1 of 1");
    expect(shown).toContain("Fourth prize (G4), number 7 of 7");
    expect(shown).toContain("7 numbers × 5 digits");
    expect(buttons(html)).toMatchObject({ "Save result": false });
  });

  it("lays a North ticket out with its 27 numbers", () => {
    const north = dailyDraw({
      game: "xsmb",
      format: "north",
      period: "20260105",
      station: { code: "HN", name: "Hà Nội" },
    });
    const inputs = [...detail(RESULTS, north).matchAll(/<input[^>]*>/g)];
    expect(inputs).toHaveLength(27);
    expect(inputs.filter((match) => match[0].includes('maxLength="2"'))).toHaveLength(4);
  });

  it("waits for an operator who may enter results when the reader may not", () => {
    const html = detail(VIEW, dailyDraw());
    expect(html).not.toContain("<input");
    expect(text(html)).toContain(lottery.daily.awaitingEntry);
  });

  it("shows an entered result waiting for a second operator, who may confirm or correct it", () => {
    const html = detail(RESULTS, pending("cashier"));
    const shown = text(html);
    expect(shown).toContain(lottery.daily.pending);
    expect(shown).toContain("Special prize (ĐB) 012345");
    expect(shown).toContain("Eighth prize (G8) 07");
    expect(shown).toContain(`Entered by cashier · ${formatDateTime(NOW - 30_000)}`);
    expect(shown).not.toContain(lottery.daily.sameOperator);
    expect(html).not.toContain("<input");
    expect(buttons(html)).toMatchObject({ "Confirm result": false, Correct: false });
  });

  it("tells the operator who entered it that a second operator must confirm", () => {
    const html = detail(RESULTS, pending(ME));
    expect(text(html)).toContain(lottery.daily.sameOperator);
    expect(buttons(html)).toMatchObject({ "Confirm result": true, Correct: false });
    expect(html).toContain(`title="${lottery.daily.sameOperatorShort}"`);
  });

  it("offers no entry actions without the results permission", () => {
    const html = detail([...VIEW, "lottery.manage"], pending("cashier"));
    expect(text(html)).toContain("Special prize (ĐB) 012345");
    expect(buttons(html)).not.toHaveProperty(["Confirm result"]);
    expect(buttons(html)).not.toHaveProperty(["Correct"]);
  });

  it("shows the confirmed result with who entered and who confirmed it, and when", () => {
    const confirmed = dailyDraw({
      status: "settled",
      result: SOUTH_RESULT,
      resultEnteredBy: "cashier",
      resultEnteredAt: NOW - 120_000,
      resultConfirmedBy: ME,
      resultConfirmedAt: NOW - 60_000,
    });
    const html = detail(RESULTS, confirmed);
    const shown = text(html);
    expect(shown).toContain("Special prize (ĐB) 012345");
    expect(shown).toContain(`Entered by cashier · ${formatDateTime(NOW - 120_000)}`);
    expect(shown).toContain(`Confirmed by ${ME} · ${formatDateTime(NOW - 60_000)}`);
    expect(shown).not.toContain(lottery.daily.settlingSoon);
    expect(buttons(html)).not.toHaveProperty(["Confirm result"]);
  });
});

describe("a daily lottery's draws", () => {
  it("list each draw's station, and the entered result waiting for confirmation", () => {
    const shown = text(
      markup(DrawsPage, VIEW, "/lottery-draws?game=xsmn", "/lottery-draws", pending("cashier")),
    );
    expect(shown).toContain("Station");
    expect(shown).toContain("20260105-TNINH Tây Ninh");
    expect(shown).toContain(lottery.daily.pendingShort);
  });
});

describe("the lottery calendar", () => {
  const page = (permissions: Permission[]) =>
    markup(CalendarPage, permissions, "/lottery-calendar", "/lottery-calendar");

  it("shows each region's draw time and cut-off, North to South", () => {
    const shown = text(page(VIEW));
    expect(shown).toMatch(/North Vietnam lottery – North 18:15 20 minutes before the draw at 17:55/);
    expect(shown).toMatch(/Central .* 17:15 15 minutes before the draw at 17:00.* South .* 16:15/);
  });

  it("lays out the weekly plan by weekday and region, and the coming draws in the brand's time", () => {
    const shown = text(page(VIEW));
    expect(shown).toContain("Monday Hà Nội Phú Yên, Thừa Thiên Huế TP. Hồ Chí Minh");
    expect(shown).toContain("Saturday Sunday Hà Nội");
    expect(shown).toContain("2026-02-16 · Monday North Hà Nội HN 2026-02-16 18:15:00 2026-02-16 17:55:00");
    expect(shown).toContain("2026-02-17 · Tuesday No draws");
    // i18next escapes the zone's slash in this test set-up.
    expect(shown).toContain("Times in Asia");
  });

  it("lists the dated changes with what they reach", () => {
    const shown = text(page(VIEW));
    expect(shown).toContain("2026-02-17 · Tuesday No draws All regions Tết holiday ops");
    expect(shown).toContain("Extra draw Tây Ninh TNINH South Make-up draw");
  });

  it("lets only managers change cut-offs and dated changes", () => {
    const reader = page(VIEW);
    expect(reader).not.toContain('aria-label="Edit the cut-off of North"');
    expect(reader).not.toContain('aria-label="Remove the change of 2026-02-17"');
    expect(text(reader)).not.toContain(lottery.calendar.add);
    const manager = page(MANAGE);
    expect(manager).toContain('aria-label="Edit the cut-off of North"');
    expect(manager).toContain('aria-label="Remove the change of 2026-02-17"');
    expect(buttons(manager)).toMatchObject({ [lottery.calendar.add]: false });
  });
});
