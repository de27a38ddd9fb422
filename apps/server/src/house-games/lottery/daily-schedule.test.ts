import { describe, expect, it } from "vitest";
import { defaultCalendar } from "./calendar";
import { dailyDraws, dailyPeriod, datesFrom } from "./daily-schedule";

const ZONE = "Asia/Ho_Chi_Minh";

describe("daily Vietnamese draws", () => {
  it("names the North's one draw by its date and a station's draw by date and station", () => {
    expect(dailyPeriod("north", "2026-11-27", "HPHONG")).toBe("20261127");
    expect(dailyPeriod("south", "2026-11-27", "VLONG")).toBe("20261127-VLONG");
  });

  it("counts dates across a month's end", () => {
    expect(datesFrom("2026-11-30", 3)).toEqual(["2026-11-30", "2026-12-01", "2026-12-02"]);
  });

  it("schedules a Friday's South stations at 16:15 local, closing 15 minutes before", () => {
    // 2026-11-27 is a Friday: Vĩnh Long, Bình Dương, Trà Vinh.
    const draws = dailyDraws(defaultCalendar, "south", ["2026-11-27"], [], ZONE, 900);
    expect(draws.map((draw) => draw.period)).toEqual(["20261127-VLONG", "20261127-BDUONG", "20261127-TVINH"]);
    const drawAt = Date.UTC(2026, 10, 27, 9, 15); // 16:15 at UTC+7
    expect(draws[0]).toMatchObject({ drawAt, closeAt: drawAt - 900_000, openAt: drawAt - 86_400_000 });
    expect(draws[0]?.stationName).toBe("Vĩnh Long");
  });

  it("schedules the North at 18:15 and leaves out a cancelled day", () => {
    const draws = dailyDraws(
      defaultCalendar,
      "north",
      ["2026-11-27", "2026-11-28"],
      [{ date: "2026-11-28", cancelled: true }],
      ZONE,
      600,
    );
    expect(draws).toHaveLength(1);
    expect(draws[0]).toMatchObject({
      period: "20261127",
      station: "HPHONG",
      drawAt: Date.UTC(2026, 10, 27, 11, 15),
    });
    expect(draws[0]?.closeAt).toBe(Date.UTC(2026, 10, 27, 11, 5));
  });
});
