import { SICBO_SPOTS } from "@lotus/contracts";
import { createInstance } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { beforeAll, describe, expect, it } from "vitest";
import en_live from "../../../locales/en/live.json";
import type { SpotView } from "../api/live-api";
import { toMinorAmount } from "../model/chips";
import { spotLayout } from "../model/spots";
import { BetBoard, type BoardMoney } from "./BetBoard";

const i18n = createInstance();
beforeAll(async () => {
  await i18n
    .use(initReactI18next)
    .init({ lng: "en", resources: { en: { live: en_live } }, defaultNS: "live" });
});

const view = (spot: string, odds: number): SpotView => ({ spot, odds, rtp: 98.9, min: 10, max: 1000 });
const BACCARAT = [
  view("player", 1),
  view("banker", 0.95),
  view("tie", 8),
  view("player_pair", 11),
  view("banker_pair", 11),
];
const NOTHING: BoardMoney = { pending: new Map(), confirmed: new Map(), wins: null, totals: [] };

const board = (props: Partial<Parameters<typeof BetBoard>[0]> = {}) => {
  const spots = props.spots ?? new Map(BACCARAT.map((spot) => [spot.spot, spot]));
  const kind = props.kind ?? "baccarat";
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <BetBoard
        kind={kind}
        variant="standard"
        groups={spotLayout(kind, [...spots.keys()])}
        spots={spots}
        money={NOTHING}
        winners={null}
        symbol="$"
        canBet
        onSpot={() => undefined}
        {...props}
      />
    </I18nextProvider>,
  );
};

const spotHtml = (page: string, spot: string) => {
  const start = page.lastIndexOf("<button", page.indexOf(`data-spot="${spot}"`));
  return page.slice(start, page.indexOf("</button>", start));
};

describe("the bet spots", () => {
  it("shows every spot with its odds, enabled while bets are taken", () => {
    const page = board();
    expect(spotHtml(page, "banker")).toContain("0.95:1");
    expect(spotHtml(page, "tie")).toContain("8:1");
    expect(page).not.toContain("disabled");
    expect(board({ canBet: false })).toContain("disabled");
  });

  it("shows the player's chips, the round's totals and, after the result, wins and losses", () => {
    const page = board({
      money: {
        pending: new Map([["player", toMinorAmount(50)]]),
        confirmed: new Map([["banker", toMinorAmount(1000)]]),
        wins: new Map([["banker", toMinorAmount(1950)]]),
        totals: [{ spot: "banker", amount: 2500, bets: 3 }],
      },
      winners: new Set(["banker"]),
    });
    expect(spotHtml(page, "player")).toContain("+$50");
    expect(spotHtml(page, "player")).toContain("live-spot--lost");
    const banker = spotHtml(page, "banker");
    expect(banker).toContain("live-spot--won");
    expect(banker).toContain("Mine $1K");
    expect(banker).toContain("$2.5K · 3 bets");
    expect(banker).toContain("Won $1.9K");
  });

  it("notes the no-commission Banker six and draws sic bo's dice", () => {
    expect(board({ variant: "no_commission" })).toContain("Banker wins on 6 pay 1:2");
    const dice = board({ kind: "sicbo", spots: new Map(SICBO_SPOTS.map((spot) => [spot, view(spot, 1)])) });
    expect(spotHtml(dice, "combo_2_5")).toContain("2 and 5");
    expect(dice.match(/data-spot=/g)).toHaveLength(SICBO_SPOTS.length);
  });
});
