import type { ResultLike } from "./results";

/** Daily draws as the board lists them, around the South's draw of Friday 2026-11-27 at 16:15 (UTC+7). */

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
/** 16:15 in Hồ Chí Minh City on 2026-11-27. */
export const SOUTH_DRAW_AT = Date.UTC(2026, 10, 27, 9, 15);
export const CUTOFF_MS = 15 * 60_000;

export interface FixtureDraw {
  period: string;
  station: { code: string; name: string } | null;
  status: "open" | "drawn" | "settling" | "settled" | "correcting" | "void";
  openAt: number;
  closeAt: number;
  drawAt: number;
  result: ResultLike | null;
}

/** A station's draw on `day` (YYYYMMDD), drawing at `drawAt`, open from a day before. */
export function stationDraw(
  day: string,
  code: string,
  name: string,
  drawAt: number,
  extra: Partial<FixtureDraw> = {},
): FixtureDraw {
  return {
    period: `${day}-${code}`,
    station: { code, name },
    status: "open",
    openAt: drawAt - DAY,
    closeAt: drawAt - CUTOFF_MS,
    drawAt,
    result: null,
    ...extra,
  };
}

/** Friday's three South stations and Saturday's four. */
export const FRIDAY = [
  stationDraw("20261127", "VLONG", "Vĩnh Long", SOUTH_DRAW_AT),
  stationDraw("20261127", "BDUONG", "Bình Dương", SOUTH_DRAW_AT),
  stationDraw("20261127", "TVINH", "Trà Vinh", SOUTH_DRAW_AT),
];
export const SATURDAY = [
  stationDraw("20261128", "HCM", "TP. Hồ Chí Minh", SOUTH_DRAW_AT + DAY),
  stationDraw("20261128", "LAN", "Long An", SOUTH_DRAW_AT + DAY),
  stationDraw("20261128", "BPHUOC", "Bình Phước", SOUTH_DRAW_AT + DAY),
  stationDraw("20261128", "HGIANG", "Hậu Giang", SOUTH_DRAW_AT + DAY),
];

/** A North result: 27 numbers, ĐB and G1–G3 of 5 digits, G4–G5 of 4, G6 of 3, G7 of 2. */
export const NORTH_RESULT: ResultLike = {
  prizes: [
    { prize: "G7", numbers: ["12", "34", "56", "78"] },
    { prize: "DB", numbers: ["98745"] },
    { prize: "G1", numbers: ["67890"] },
    { prize: "G2", numbers: ["11223", "44556"] },
    { prize: "G3", numbers: ["10001", "20002", "30003", "40004", "50005", "60006"] },
    { prize: "G4", numbers: ["1234", "5678", "9012", "3456"] },
    { prize: "G5", numbers: ["1111", "2222", "3333", "4444", "5555", "6666"] },
    { prize: "G6", numbers: ["105", "205", "305"] },
  ],
};

/** A South station's result: 18 numbers, ĐB of 6 digits down to G8 of 2. */
export function southResult(special: string, eighth: string): ResultLike {
  return {
    prizes: [
      { prize: "DB", numbers: [special] },
      { prize: "G1", numbers: ["24680"] },
      { prize: "G2", numbers: ["13579"] },
      { prize: "G3", numbers: ["11111", "22222"] },
      { prize: "G4", numbers: ["30001", "30002", "30003", "30004", "30005", "30006", "30007"] },
      { prize: "G5", numbers: ["4321"] },
      { prize: "G6", numbers: ["5001", "5002", "5003"] },
      { prize: "G7", numbers: ["607"] },
      { prize: "G8", numbers: [eighth] },
    ],
  };
}
