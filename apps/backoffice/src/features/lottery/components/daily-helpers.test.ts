import { adminLotteryEnterResultCall, type PrizeSlot, prizeLayoutOf } from "@lotus/contracts";
import type { FieldValues, Resolver, ResolverOptions } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { flattenErrors, type ValidationMessage } from "../../../lib/form";
import { cutoffResolver, overrideResolver, resultResolver } from "./daily-forms";
import {
  awaitsSettlement,
  bodyPathToField,
  closeTimeOf,
  comingRows,
  EMPTY_OVERRIDE,
  numberProblem,
  onlyDigits,
  overrideFormToBody,
  overrideScope,
  refusedNumbers,
  resultStage,
  resultToForm,
  weekdayOf,
  weekRows,
} from "./daily-helpers";

/** The message keys themselves, so a test reads which rule spoke. */
const translate = (message: ValidationMessage) =>
  "count" in message
    ? `${message.key}:${message.count}`
    : "limit" in message
      ? `${message.key}:${message.limit}`
      : message.key;
const problemText = (problem: string, slot: PrizeSlot) => `${problem}:${slot.digits}`;

/** The body a resolver sends, and the messages it puts on the form's fields by path. */
async function resolve<V extends FieldValues, B>(resolver: Resolver<V, unknown, B>, values: V) {
  const result = await resolver(values, undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  } as ResolverOptions<V>);
  const errors = Object.fromEntries(flattenErrors(result.errors).map(({ path, message }) => [path, message]));
  return { values: result.values, errors };
}

const NORTH = prizeLayoutOf("north");
const SOUTH = prizeLayoutOf("south");

/** A whole North ticket (27 numbers), leading zeros included, typed prize by prize. */
const NORTH_TICKET: Record<string, string[]> = {
  DB: ["07312"],
  G1: ["54321"],
  G2: ["01234", "98765"],
  G3: ["11111", "22222", "33333", "44444", "55555", "06666"],
  G4: ["0123", "4567", "8901", "2345"],
  G5: ["6789", "0012", "3456", "7890", "1122", "3344"],
  G6: ["005", "123", "987"],
  G7: ["07", "42", "90", "13"],
};

/** The ticket with its prizes in the reverse order, as a form may hold them. */
const reversed = (ticket: Record<string, string[]>) => ({
  numbers: Object.fromEntries(Object.entries(ticket).reverse()),
});

describe("the result ticket", () => {
  it("has one input per number of the region's prize table, blank or as entered", () => {
    const blank = resultToForm(NORTH);
    expect(Object.values(blank.numbers).flat()).toHaveLength(27);
    expect(blank.numbers.G3).toEqual(["", "", "", "", "", ""]);
    expect(Object.values(resultToForm(SOUTH).numbers).flat()).toHaveLength(18);
    const entered = resultToForm(NORTH, {
      prizes: [
        { prize: "DB", numbers: ["07312"] },
        { prize: "G7", numbers: ["07", "42"] },
      ],
    });
    expect(entered.numbers.DB).toEqual(["07312"]);
    expect(entered.numbers.G7).toEqual(["07", "42", "", ""]);
  });

  it("keeps only digits as typed, up to the prize's digit count, leading zeros included", () => {
    expect(onlyDigits("0a7 3-12", 5)).toBe("07312");
    expect(onlyDigits("1234567", 5)).toBe("12345");
    expect(onlyDigits("007", 2)).toBe("00");
  });

  it("names what is wrong with one number", () => {
    expect(numberProblem("", 5)).toBe("required");
    expect(numberProblem("  ", 5)).toBe("required");
    expect(numberProblem(undefined, 5)).toBe("required");
    expect(numberProblem("12a45", 5)).toBe("digitsOnly");
    expect(numberProblem("1234", 5)).toBe("wrongLength");
    expect(numberProblem("123456", 5)).toBe("wrongLength");
    expect(numberProblem("01234", 5)).toBeUndefined();
  });

  it("sends a whole North result in the prize table's order, exactly as typed", async () => {
    const result = await resolve(resultResolver(NORTH, translate, problemText), reversed(NORTH_TICKET));
    expect(result.errors).toEqual({});
    expect(result.values).toEqual({
      result: {
        prizes: [
          { prize: "DB", numbers: ["07312"] },
          { prize: "G1", numbers: ["54321"] },
          { prize: "G2", numbers: ["01234", "98765"] },
          { prize: "G3", numbers: ["11111", "22222", "33333", "44444", "55555", "06666"] },
          { prize: "G4", numbers: ["0123", "4567", "8901", "2345"] },
          { prize: "G5", numbers: ["6789", "0012", "3456", "7890", "1122", "3344"] },
          { prize: "G6", numbers: ["005", "123", "987"] },
          { prize: "G7", numbers: ["07", "42", "90", "13"] },
        ],
      },
    });
    expect(adminLotteryEnterResultCall.body?.safeParse(result.values).success).toBe(true);
  });

  it("refuses a number with the wrong digit count, on that number's own field", async () => {
    const ticket = { ...NORTH_TICKET, G4: ["0123", "456", "8901", "2345"] };
    const result = await resolve(resultResolver(NORTH, translate, problemText), reversed(ticket));
    expect(result.values).toEqual({});
    expect(result.errors).toEqual({ "numbers.G4.1": "wrongLength:4" });
  });

  it("names every bad number at once, by the region's digit counts", async () => {
    // A North special prize has 5 digits; the South's has 6.
    const north = { ...NORTH_TICKET, DB: ["073120"], G6: ["005", "", "9x7"] };
    expect((await resolve(resultResolver(NORTH, translate, problemText), { numbers: north })).errors).toEqual(
      {
        "numbers.DB.0": "wrongLength:5",
        "numbers.G6.1": "required:3",
        "numbers.G6.2": "digitsOnly:3",
      },
    );
    const south = resultToForm(SOUTH, {
      prizes: SOUTH.map((slot) => ({
        prize: slot.prize,
        numbers: Array.from({ length: slot.count }, () => "0".repeat(slot.digits)),
      })),
    });
    const good = await resolve(resultResolver(SOUTH, translate, problemText), south);
    expect(good.errors).toEqual({});
    expect(
      (good.values as { result: { prizes: { prize: string }[] } }).result.prizes.map((p) => p.prize),
    ).toEqual(["DB", "G1", "G2", "G3", "G4", "G5", "G6", "G7", "G8"]);
  });

  it("puts the schema's issues and the server's named numbers on the same fields", () => {
    expect(bodyPathToField(NORTH, "result.prizes.3.numbers.2")).toBe("numbers.G3.2");
    expect(bodyPathToField(NORTH, "result.prizes.42.numbers.0")).toBe("root.result");
    expect(bodyPathToField(NORTH, "result")).toBe("root.result");
    const refused = refusedNumbers(NORTH, {
      problems: [
        { prize: "G3", index: 2, code: "wrong_digits" },
        { prize: "G5", index: 0, code: "not_digits" },
        { prize: "G7", code: "wrong_count" },
        { prize: "G8", index: 0, code: "wrong_digits" },
        { prize: "DB", index: 3, code: "wrong_digits" },
      ],
    });
    expect(refused.map(({ field, problem }) => [field, problem])).toEqual([
      ["numbers.G3.2", "wrongLength"],
      ["numbers.G5.0", "digitsOnly"],
    ]);
    expect(refusedNumbers(NORTH, null)).toEqual([]);
    expect(refusedNumbers(NORTH, { problems: "no" })).toEqual([]);
  });
});

describe("where a daily draw's result stands", () => {
  const CLOSE = 1_000_000;
  const draw = (fields: Partial<Parameters<typeof resultStage>[0]> = {}) => ({
    status: "open",
    closeAt: CLOSE,
    result: null,
    pendingResult: null,
    ...fields,
  });
  const entered = { prizes: [{ prize: "DB", numbers: ["07312"] }] };

  it("waits for betting to close, then for the result, then for the second operator", () => {
    expect(resultStage(draw(), CLOSE - 1)).toBe("notDue");
    expect(resultStage(draw(), CLOSE)).toBe("due");
    expect(resultStage(draw({ pendingResult: entered }), CLOSE + 1)).toBe("pending");
    expect(resultStage(draw({ status: "drawn", result: entered }), CLOSE + 1)).toBe("confirmed");
    expect(resultStage(draw({ status: "settled", result: entered }), CLOSE + 1)).toBe("confirmed");
    expect(resultStage(draw({ status: "void", pendingResult: entered }), CLOSE + 1)).toBe("void");
  });

  it("reads a confirmed daily draw again until it is paid", () => {
    const station = { code: "TNINH", name: "Tây Ninh" };
    expect(awaitsSettlement({ status: "drawn", station })).toBe(true);
    expect(awaitsSettlement({ status: "settling", station })).toBe(true);
    expect(awaitsSettlement({ status: "settled", station })).toBe(false);
    expect(awaitsSettlement({ status: "drawn", station: null })).toBe(false);
  });
});

describe("the calendar", () => {
  const stations = [
    { code: "HN", name: "Hà Nội", region: "north" as const },
    { code: "TNINH", name: "Tây Ninh", region: "south" as const },
    { code: "AGIANG", name: "An Giang", region: "south" as const },
  ];

  it("lays the weekly plan out Monday first, stations by name", () => {
    const rows = weekRows(
      [
        { region: "north", weekly: { mon: ["HN"], sun: ["HN"] } },
        { region: "south", weekly: { thu: ["TNINH", "AGIANG", "BTHUAN"] } },
      ],
      stations,
    );
    expect(rows.map((row) => row.day)).toEqual(["mon", "tue", "wed", "thu", "fri", "sat", "sun"]);
    expect(rows[0]?.stations).toEqual({ north: ["Hà Nội"], south: [] });
    expect(rows[3]?.stations.south).toEqual(["Tây Ninh", "An Giang", "BTHUAN"]);
  });

  it("lists the coming draws day by day, a day without draws as one row", () => {
    const draw = {
      region: "south" as const,
      station: { code: "TNINH", name: "Tây Ninh" },
      drawAt: 2,
      closeAt: 1,
    };
    const rows = comingRows([
      { date: "2026-02-16", draws: [draw] },
      { date: "2026-02-17", draws: [] },
    ]);
    expect(rows).toEqual([
      { key: "2026-02-16:TNINH", date: "2026-02-16", draw },
      { key: "2026-02-17", date: "2026-02-17", draw: null },
    ]);
  });

  it("tells the weekday of a date and the closing time of a region", () => {
    expect(weekdayOf("2026-02-16")).toBe("mon");
    expect(weekdayOf("2026-02-22")).toBe("sun");
    expect(weekdayOf("16/02/2026")).toBeUndefined();
    expect(closeTimeOf("18:15", 15)).toBe("18:00");
    expect(closeTimeOf("16:15", 90)).toBe("14:45");
    expect(closeTimeOf("00:10", 30)).toBe("23:40");
  });

  it("reads how far a change reaches", () => {
    expect(overrideScope({ region: null, stationCode: null })).toBe("all");
    expect(overrideScope({ region: "south", stationCode: null })).toBe("region");
    expect(overrideScope({ region: "south", stationCode: "TNINH" })).toBe("station");
  });

  it("sends a change for every region, one region or one station (with its region)", () => {
    const base = { ...EMPTY_OVERRIDE, date: "2026-02-17", note: "Tết holiday" };
    expect(overrideFormToBody(base, stations)).toEqual({
      date: "2026-02-17",
      region: null,
      stationCode: null,
      cancelled: true,
      note: "Tết holiday",
    });
    // A region or station chosen before the scope changed is not sent.
    expect(
      overrideFormToBody({ ...base, scope: "region", region: "south", stationCode: "HN" }, stations),
    ).toMatchObject({
      region: "south",
      stationCode: null,
    });
    expect(overrideFormToBody({ ...base, scope: "station", stationCode: "TNINH" }, stations)).toMatchObject({
      region: "south",
      stationCode: "TNINH",
      cancelled: true,
    });
    // An extra draw is always a station's.
    expect(
      overrideFormToBody({ ...base, kind: "extra", scope: "all", stationCode: "HN" }, stations),
    ).toMatchObject({
      region: "north",
      stationCode: "HN",
      cancelled: false,
    });
  });

  it("asks for the scope's region or station, the date and the note", async () => {
    const choose = (what: string) => `choose:${what}`;
    const resolver = overrideResolver(stations, translate, choose);
    const extra = await resolve(resolver, {
      ...EMPTY_OVERRIDE,
      kind: "extra" as const,
      date: "2026-02-17",
      note: "Make-up",
    });
    expect(extra.errors).toEqual({ stationCode: "choose:stationCode" });
    const region = await resolve(resolver, { ...EMPTY_OVERRIDE, scope: "region" as const });
    expect(region.errors).toEqual({ region: "choose:region", date: "required", note: "required" });
    const fine = await resolve(resolver, { ...EMPTY_OVERRIDE, date: "2026-02-17", note: "  Tết holiday " });
    expect(fine.values).toEqual({
      date: "2026-02-17",
      region: null,
      stationCode: null,
      cancelled: true,
      note: "Tết holiday",
    });
  });

  it("takes a cut-off in whole minutes from 1 to 180, with a reason", async () => {
    const resolver = cutoffResolver(translate);
    expect((await resolve(resolver, { cutoffMinutes: " 20 ", reason: "Station delay" })).values).toEqual({
      cutoffMinutes: 20,
      reason: "Station delay",
    });
    expect((await resolve(resolver, { cutoffMinutes: "", reason: "" })).errors).toEqual({
      cutoffMinutes: "required",
      reason: "required",
    });
    expect((await resolve(resolver, { cutoffMinutes: "0", reason: "Why not" })).errors).toEqual({
      cutoffMinutes: "tooSmall:1",
    });
    expect((await resolve(resolver, { cutoffMinutes: "181", reason: "Why not" })).errors).toEqual({
      cutoffMinutes: "tooBig:180",
    });
    expect((await resolve(resolver, { cutoffMinutes: "2.5", reason: "Why not" })).errors).toEqual({
      cutoffMinutes: "wholeNumber",
    });
    expect((await resolve(resolver, { cutoffMinutes: "ten", reason: "Why not" })).errors).toEqual({
      cutoffMinutes: "enterNumber",
    });
  });
});
