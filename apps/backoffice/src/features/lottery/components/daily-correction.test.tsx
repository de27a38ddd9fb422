import { adminLotteryEnterResultCall, type Permission, prizeLayoutOf } from "@lotus/contracts";
import { formatDateTime } from "@lotus/ui/format/format";
import { QueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import type { FieldValues, Resolver, ResolverOptions } from "react-hook-form";
import { describe, expect, it } from "vitest";
import { flattenErrors, type ValidationMessage } from "../../../lib/form";
import games from "../../../locales/en/games.json";
import lottery from "../../../locales/en/lottery.json";
import { consoleFor, englishI18n, firstPaint, textOf as text } from "../../../test/console-fixture";
import type { DrawView } from "../api/lottery-api";
import DrawDetailPage from "./DrawDetailPage";
import DrawsPage from "./DrawsPage";
import { resultResolver } from "./daily-forms";
import {
  awaitsSettlement,
  canCorrect,
  compareResults,
  reasonToChange,
  resultStage,
  resultToForm,
} from "./daily-helpers";
import { cacheDailyDraw, DRAW_ID, dailyDraw, NOW, SOUTH_RESULT } from "./draw.fixture";
import { ResultEntryForm } from "./ResultEntryForm";

/**
 * A paid daily result corrected: "Correct the result" on a settled draw for operators who may enter
 * results, the form prefilled with a required reason and a warning, the pending correction beside
 * the paid result (never confirmed by who entered it), the re-settlement, and the count of
 * corrections on the draw and in the draws list.
 */

const VIEW: Permission[] = ["lottery.view"];
const RESULTS: Permission[] = [...VIEW, "lottery.results"];
/** The signed-in operator of every test. */
const ME = "risk";
const REASON = "Special prize misread: 012399 on the official sheet";
const SOUTH = prizeLayoutOf("south");

const i18n = englishI18n({ games, lottery });

/** The result the draw was paid on. */
const paid = SOUTH_RESULT;
/** The special prize was misread. */
const corrected = {
  prizes: paid.prizes.map((row) => (row.prize === "DB" ? { ...row, numbers: ["012399"] } : row)),
};

/** A South draw paid on `paid`, confirmed by "cashier" after "teller" entered it. */
const settled = (fields: Partial<DrawView> = {}): DrawView =>
  dailyDraw({
    status: "settled",
    closeAt: NOW - 3_600_000,
    drawAt: NOW - 3_000_000,
    win: 120_000,
    result: paid,
    resultEnteredBy: "teller",
    resultEnteredAt: NOW - 2_000_000,
    resultConfirmedBy: "cashier",
    resultConfirmedAt: NOW - 1_900_000,
    ...fields,
  });

/** A correction of the paid draw entered by `enteredBy`, waiting for a second operator. */
const correctionBy = (enteredBy: string) =>
  settled({
    pendingResult: corrected,
    correctionPending: true,
    correctionReason: REASON,
    resultEnteredBy: enteredBy,
    resultEnteredAt: NOW - 30_000,
  });

/** The first paint of `screen` at `url` (matched by `path`) with `shown` cached as the draw and the list. */
function markup(screen: ReactNode, permissions: Permission[], shown: DrawView, url: string, path: string) {
  const queryClient = new QueryClient();
  cacheDailyDraw(queryClient, shown);
  return firstPaint(screen, {
    i18n,
    client: queryClient,
    signedIn: consoleFor(permissions, { username: ME }),
    url,
    path,
  });
}

const detail = (permissions: Permission[], shown: DrawView) =>
  markup(<DrawDetailPage />, permissions, shown, `/lottery-draws/${DRAW_ID}`, "/lottery-draws/:drawId");

/** The page's buttons as "label" → disabled. */
function buttons(html: string): Record<string, boolean> {
  return Object.fromEntries(
    [...html.matchAll(/<button([^>]*)>((?:(?!<\/button>).)*)<\/button>/g)].map((match) => [
      text(match[2] ?? ""),
      /\sdisabled=""/.test(match[1] ?? ""),
    ]),
  );
}

const OPEN = lottery.correction.open;

describe("correcting a paid daily result", () => {
  it("is offered on a settled daily draw to operators who may enter results, and only then", () => {
    expect(buttons(detail(RESULTS, settled()))).toMatchObject({ [OPEN]: false });
    expect(buttons(detail([...VIEW, "lottery.manage"], settled()))).not.toHaveProperty([OPEN]);
    for (const status of ["drawn", "settling", "correcting", "void"] as const)
      expect(buttons(detail(RESULTS, settled({ status })))).not.toHaveProperty([OPEN]);
    // One correction at a time; a Keno draw has no station and no correction.
    expect(canCorrect(correctionBy("cashier"))).toBe(false);
    expect(canCorrect(settled({ station: null }))).toBe(false);
    expect(canCorrect(settled())).toBe(true);
  });

  it("opens the result form on the paid numbers, with a warning and a required reason", () => {
    const draw = settled();
    const html = markup(
      <ResultEntryForm draw={draw} layout={SOUTH} initial={draw.result} correction />,
      RESULTS,
      draw,
      "/",
      "/",
    );
    const shown = text(html);
    expect(html).toContain('aria-label="Correction of the result of draw 20260105-TNINH"');
    expect(shown).toContain(lottery.correction.warning);
    // The inputs take their values from the form's defaults once mounted: the paid numbers, as paid.
    expect(resultToForm(SOUTH, draw.result).numbers).toMatchObject({ DB: ["012345"], G8: ["07"] });
    expect(resultToForm(SOUTH, corrected, REASON)).toMatchObject({
      numbers: { DB: ["012399"] },
      reason: REASON,
    });
    // Change keeps the pending correction's reason; a new correction after an applied one starts blank.
    expect(reasonToChange(correctionBy("teller"))).toBe(REASON);
    expect(reasonToChange(settled({ revision: 1, correctionReason: REASON }))).toBe("");
    expect(html).toMatch(/<textarea[^>]*name="reason"/);
    expect(shown).toContain(`${lottery.correction.reason} *`);
    expect(buttons(html)).toMatchObject({ [lottery.daily.form.saveCorrection]: false });
  });

  it("refuses a correction without its reason, and sends the reason with every number", async () => {
    const translate = (message: ValidationMessage) =>
      "count" in message ? `${message.key}:${message.count}` : message.key;
    const resolve = async <V extends FieldValues, B>(resolver: Resolver<V, unknown, B>, values: V) => {
      const result = await resolver(values, undefined, {
        fields: {},
        shouldUseNativeValidation: false,
      } as ResolverOptions<V>);
      return {
        values: result.values,
        errors: Object.fromEntries(flattenErrors(result.errors).map((e) => [e.path, e.message])),
      };
    };
    const correcting = resultResolver(SOUTH, translate, (problem) => problem, true);
    const ticket = resultToForm(SOUTH, {
      prizes: SOUTH.map((slot) => ({
        prize: slot.prize,
        numbers: Array(slot.count).fill("1".repeat(slot.digits)),
      })),
    });
    expect((await resolve(correcting, ticket)).errors).toEqual({ reason: "required" });
    expect((await resolve(correcting, { ...ticket, reason: "   " })).errors).toEqual({ reason: "required" });
    expect((await resolve(correcting, { ...ticket, reason: "typo" })).errors).toEqual({});
    expect((await resolve(correcting, { ...ticket, reason: "bad" })).errors).toEqual({
      reason: "tooShort:4",
    });
    const sent = await resolve(correcting, { ...ticket, reason: ` ${REASON} ` });
    expect(sent.values).toMatchObject({ reason: REASON, result: { prizes: expect.any(Array) } });
    expect(adminLotteryEnterResultCall.body?.safeParse(sent.values).success).toBe(true);
    // A first entry has no reason to give.
    const entering = await resolve(
      resultResolver(SOUTH, translate, (problem) => problem),
      ticket,
    );
    expect(entering.errors).toEqual({});
    expect(entering.values).not.toHaveProperty("reason");
  });

  it("shows the pending correction beside the paid result, its reason and who entered it", () => {
    const draw = correctionBy("teller");
    expect(resultStage(draw, NOW)).toBe("correction");
    const html = detail(RESULTS, draw);
    const shown = text(html);
    expect(shown).toContain(lottery.correction.pending);
    expect(shown).toContain("1 prize changed");
    expect(shown).toContain("Prize Confirmed result Corrected result");
    expect(shown).toContain("Special prize (ĐB) Changed 012345 012399");
    expect(shown).toContain("Eighth prize (G8) 07 07");
    expect(html.match(/result-compare__changed/g)).toHaveLength(1);
    expect(shown).toContain(`${lottery.correction.reason} ${REASON}`);
    expect(shown).toContain(`Correction entered by teller · ${formatDateTime(NOW - 30_000)}`);
    expect(shown).toContain(`Paid result confirmed by cashier · ${formatDateTime(NOW - 1_900_000)}`);
    expect(buttons(html)).toMatchObject({ "Confirm correction": false, Change: false });
    expect(buttons(html)).not.toHaveProperty([OPEN]);
    expect(shown).not.toContain(lottery.correction.sameOperator);
    expect(compareResults(paid, corrected).map((row) => row.prize)).toEqual(["DB", "G4", "G8"]);
  });

  it("refuses to let the operator who entered the correction confirm it", () => {
    const html = detail(RESULTS, correctionBy(ME));
    expect(text(html)).toContain(lottery.correction.sameOperator);
    expect(buttons(html)).toMatchObject({ "Confirm correction": true, Change: false });
    expect(html).toContain(`title="${lottery.correction.sameOperatorShort}"`);
    // Readers see the correction without its actions.
    const reader = detail(VIEW, correctionBy("teller"));
    expect(text(reader)).toContain("Special prize (ĐB) Changed 012345 012399");
    expect(buttons(reader)).not.toHaveProperty(["Confirm correction"]);
    expect(buttons(reader)).not.toHaveProperty(["Change"]);
  });

  it("says the draw is being settled again while it is re-settled, and reads it again until then", () => {
    const resettling = settled({
      status: "correcting",
      result: corrected,
      revision: 1,
      correctionReason: REASON,
    });
    const shown = text(detail(RESULTS, resettling));
    expect(shown).toContain(lottery.correction.resettling);
    expect(shown).toContain(lottery.drawStatuses.correcting);
    expect(shown).toContain("Special prize (ĐB) 012399");
    expect(awaitsSettlement(resettling)).toBe(true);
    expect(awaitsSettlement(settled({ revision: 1 }))).toBe(false);
  });

  it("counts the corrections on the draw, with the last one's reason and signatures", () => {
    const html = detail(
      RESULTS,
      settled({ result: corrected, revision: 2, correctionReason: REASON, resultEnteredBy: "teller" }),
    );
    const shown = text(html);
    expect(shown.match(/Corrected 2 times/g)).toHaveLength(2);
    expect(shown).toContain(`${lottery.correction.lastReason} ${REASON}`);
    expect(shown).toContain("Last correction entered by teller");
    expect(shown).toContain("Last correction confirmed by cashier");
    // A corrected draw may be corrected again.
    expect(buttons(html)).toMatchObject({ [OPEN]: false });
    expect(text(detail(RESULTS, settled()))).not.toContain("Corrected");
  });

  it("lists a re-settling draw with its badge, a pending correction and the corrections made", () => {
    const list = (shown: DrawView) =>
      text(markup(<DrawsPage />, VIEW, shown, "/lottery-draws?game=xsmn", "/lottery-draws"));
    expect(list(settled({ status: "correcting", revision: 1 }))).toContain(
      `${lottery.drawStatuses.correcting} `,
    );
    expect(list(settled({ status: "correcting", revision: 1 }))).toContain("Corrected 1 time");
    expect(list(correctionBy("teller"))).toContain(`ĐB 012345 ${lottery.correction.pendingShort}`);
  });
});
