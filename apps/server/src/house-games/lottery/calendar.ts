/**
 * The Vietnamese draw calendar as data (DOMAIN §1.2): which stations draw on which weekday, when
 * each region draws, and per-date overrides for Lunar New Year and ad-hoc cancellations.
 *
 * Stations change (province mergers may rename or merge them), so everything here is a value a
 * brand can copy and edit; nothing else in the code names a station.
 */
import type { Region } from "./prizes";

export type Weekday = "mon" | "tue" | "wed" | "thu" | "fri" | "sat" | "sun";
/** Indexed like Date.getUTCDay(): Sunday first. */
export const WEEKDAYS: readonly Weekday[] = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"];

export interface Station {
  /** ASCII code used in ids and URLs. */
  readonly code: string;
  /** Display name, with diacritics. */
  readonly name: string;
  readonly region: Region;
}

export interface DrawCalendar {
  readonly stations: readonly Station[];
  /** Local start of each region's draw window, `HH:MM`. */
  readonly drawTimes: Readonly<Record<Region, string>>;
  /** Station drawing drawing on each weekday, per region. */
  readonly weekly: Readonly<Record<Region, Readonly<Record<Weekday, readonly string[]>>>>;
}

/**
 * One date's change to the weekly plan. cancelled: true removes the matching draws (every region,
 * one region, or one station); cancelled: false adds the station's draw that day (a make-up draw).
 */
export interface CalendarOverride {
  readonly date: string;
  readonly region?: Region;
  readonly stationCode?: string;
  readonly cancelled: boolean;
}

export interface ScheduledDraw {
  readonly date: string;
  readonly station: Station;
  readonly region: Region;
  /** Local `HH:MM`. */
  readonly drawTime: string;
}

const station = (code: string, name: string, region: Region): Station => ({ code, name, region });

export const DEFAULT_STATIONS: readonly Station[] = [
  station("HN", "Hà Nội", "north"),
  station("QNINH", "Quảng Ninh", "north"),
  station("BNINH", "Bắc Ninh", "north"),
  station("HPHONG", "Hải Phòng", "north"),
  station("NDINH", "Nam Định", "north"),
  station("TBINH", "Thái Bình", "north"),
  station("PYEN", "Phú Yên", "central"),
  station("TTHUE", "Thừa Thiên Huế", "central"),
  station("DLAK", "Đắk Lắk", "central"),
  station("QNAM", "Quảng Nam", "central"),
  station("DNANG", "Đà Nẵng", "central"),
  station("KHOA", "Khánh Hòa", "central"),
  station("BDINH", "Bình Định", "central"),
  station("QTRI", "Quảng Trị", "central"),
  station("QBINH", "Quảng Bình", "central"),
  station("GLAI", "Gia Lai", "central"),
  station("NTHUAN", "Ninh Thuận", "central"),
  station("QNGAI", "Quảng Ngãi", "central"),
  station("DNONG", "Đắk Nông", "central"),
  station("KTUM", "Kon Tum", "central"),
  station("HCM", "TP. Hồ Chí Minh", "south"),
  station("DTHAP", "Đồng Tháp", "south"),
  station("CMAU", "Cà Mau", "south"),
  station("BTRE", "Bến Tre", "south"),
  station("VTAU", "Vũng Tàu", "south"),
  station("BLIEU", "Bạc Liêu", "south"),
  station("DNAI", "Đồng Nai", "south"),
  station("CTHO", "Cần Thơ", "south"),
  station("STRANG", "Sóc Trăng", "south"),
  station("TNINH", "Tây Ninh", "south"),
  station("AGIANG", "An Giang", "south"),
  station("BTHUAN", "Bình Thuận", "south"),
  station("VLONG", "Vĩnh Long", "south"),
  station("BDUONG", "Bình Dương", "south"),
  station("TVINH", "Trà Vinh", "south"),
  station("LAN", "Long An", "south"),
  station("BPHUOC", "Bình Phước", "south"),
  station("HGIANG", "Hậu Giang", "south"),
  station("TGIANG", "Tiền Giang", "south"),
  station("KGIANG", "Kiên Giang", "south"),
  station("DLAT", "Đà Lạt", "south"),
];

export const defaultCalendar: DrawCalendar = {
  stations: DEFAULT_STATIONS,
  drawTimes: { south: "16:15", central: "17:15", north: "18:15" },
  weekly: {
    // One North result a day, from the province whose turn it is (Xổ số Thủ đô).
    north: {
      mon: ["HN"],
      tue: ["QNINH"],
      wed: ["BNINH"],
      thu: ["HN"],
      fri: ["HPHONG"],
      sat: ["NDINH"],
      sun: ["TBINH"],
    },
    central: {
      mon: ["PYEN", "TTHUE"],
      tue: ["DLAK", "QNAM"],
      wed: ["DNANG", "KHOA"],
      thu: ["BDINH", "QTRI", "QBINH"],
      fri: ["GLAI", "NTHUAN"],
      sat: ["DNANG", "QNGAI", "DNONG"],
      // [S1] and [S4]'s table list Huế third on Sunday; [S4]'s prose omits it.
      sun: ["KHOA", "KTUM", "TTHUE"],
    },
    south: {
      mon: ["HCM", "DTHAP", "CMAU"],
      tue: ["BTRE", "VTAU", "BLIEU"],
      wed: ["DNAI", "CTHO", "STRANG"],
      thu: ["TNINH", "AGIANG", "BTHUAN"],
      fri: ["VLONG", "BDUONG", "TVINH"],
      sat: ["HCM", "LAN", "BPHUOC", "HGIANG"],
      sun: ["TGIANG", "KGIANG", "DLAT"],
    },
  },
};

const REGION_ORDER: readonly Region[] = ["south", "central", "north"];

function checkDate(date: string): Weekday {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const utc = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : Number.NaN;
  if (Number.isNaN(utc) || new Date(utc).toISOString().slice(0, 10) !== date)
    throw new RangeError(`not a date: ${date}`);
  const weekday = WEEKDAYS[new Date(utc).getUTCDay()];
  if (!weekday) throw new RangeError(`not a date: ${date}`);
  return weekday;
}

/**
 * The draws of one local date, in draw-time order (South, Central, North), after the overrides for
 * that date are applied in the order given. Throws on a station code the calendar does not know.
 */
export function stationsOn(
  calendar: DrawCalendar,
  localDateISO: string,
  overrides: readonly CalendarOverride[] = [],
): ScheduledDraw[] {
  const weekday = checkDate(localDateISO);
  const byCode = new Map(calendar.stations.map((entry) => [entry.code, entry]));
  const lookup = (code: string): Station => {
    const found = byCode.get(code);
    if (!found) throw new RangeError(`unknown station ${code}`);
    return found;
  };
  let drawing = REGION_ORDER.flatMap((region) => calendar.weekly[region][weekday].map(lookup));
  for (const override of overrides) {
    if (override.date !== localDateISO) continue;
    const matches = (entry: Station) =>
      (override.region === undefined || entry.region === override.region) &&
      (override.stationCode === undefined || entry.code === override.stationCode);
    if (override.cancelled) drawing = drawing.filter((entry) => !matches(entry));
    else {
      if (override.stationCode === undefined) throw new RangeError("an added draw names its station");
      const added = lookup(override.stationCode);
      if (!drawing.includes(added)) drawing.push(added);
    }
  }
  return REGION_ORDER.flatMap((region) =>
    drawing
      .filter((entry) => entry.region === region)
      .map((entry) => ({ date: localDateISO, station: entry, region, drawTime: calendar.drawTimes[region] })),
  );
}

/** Cancellations for every region on each date from `from` to `to` inclusive (e.g. Tết). */
export function closedDays(from: string, to: string): CalendarOverride[] {
  checkDate(from);
  checkDate(to);
  if (Date.parse(to) - Date.parse(from) > 366 * 86_400_000)
    throw new RangeError("closed days span a year at most");
  const overrides: CalendarOverride[] = [];
  for (let day = Date.parse(from); day <= Date.parse(to); day += 86_400_000)
    overrides.push({ date: new Date(day).toISOString().slice(0, 10), cancelled: true });
  return overrides;
}

/** `HH:MM` as minutes after midnight, for wallTimeToInstant in periods.ts. */
export function minutesOf(time: string): number {
  const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!match) throw new RangeError(`not a time: ${time}`);
  return Number(match[1]) * 60 + Number(match[2]);
}
