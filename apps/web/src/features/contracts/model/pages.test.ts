import { describe, expect, it } from "vitest";
import { type ContractFlags, contractTypesShown, offerWaiting, visibleContractPages } from "./pages";

const NONE: ContractFlags = {
  dailysalreqtype: false,
  divtypereq: false,
  contracthoursalreqy: false,
  realtimesalreqtype: false,
  contractmrdailysalinfotype: false,
  contracthoursalinfo: false,
  dailysalinfotype: false,
  realtimesalinfotype: false,
  divtypeinfo: false,
  enableCt: false,
  salary: false,
  hourSalary: false,
  realtimeSalary: false,
};

describe("flags → pages", () => {
  it("shows nothing to an agent without contracts, offers or record flags", () => {
    expect(visibleContractPages(NONE)).toEqual([]);
    expect(contractTypesShown(NONE)).toEqual([]);
  });

  it("shows each record page by its home-state flag alone", () => {
    expect(visibleContractPages({ ...NONE, enableCt: true })).toEqual(["dividendRecord"]);
    expect(visibleContractPages({ ...NONE, salary: true })).toEqual(["dailyWages"]);
    expect(visibleContractPages({ ...NONE, hourSalary: true })).toEqual(["hourlySalary"]);
    expect(visibleContractPages({ ...NONE, realtimeSalary: true })).toEqual(["realtimeSalary"]);
  });

  it("shows the contracts page when an offer waits or a contract is held, with that type", () => {
    expect(visibleContractPages({ ...NONE, dailysalreqtype: true })).toEqual(["contracts"]);
    expect(contractTypesShown({ ...NONE, dailysalreqtype: true })).toEqual(["daily_salary"]);
    expect(contractTypesShown({ ...NONE, divtypeinfo: true, realtimesalinfotype: true })).toEqual([
      "dividend",
      "realtime_salary",
    ]);
    expect(contractTypesShown({ ...NONE, contracthoursalinfo: true })).toEqual(["hourly_salary"]);
  });

  it("keeps the menu order whatever the flags", () => {
    const all = Object.fromEntries(Object.keys(NONE).map((key) => [key, true])) as ContractFlags;
    expect(visibleContractPages(all)).toEqual([
      "contracts",
      "dividendRecord",
      "dailyWages",
      "hourlySalary",
      "realtimeSalary",
    ]);
  });

  it("tells an offer waiting from a contract held", () => {
    expect(offerWaiting({ ...NONE, divtypereq: true }, "dividend")).toBe(true);
    expect(offerWaiting({ ...NONE, divtypeinfo: true }, "dividend")).toBe(false);
    expect(offerWaiting({ ...NONE, contracthoursalreqy: true }, "hourly_salary")).toBe(true);
  });
});
