import { beforeAll, describe, expect, it } from "vitest";
import { zonedDateStart } from "../../src/platform/time";
import { expectReconciled, memberIdOf, sessionFor } from "../payments/support";
import { fileTestApp } from "../support/app";
import {
  assignTop,
  brandPath,
  type ContractTree,
  contractTree,
  dayFrom,
  flatRows,
  moveTo,
  offerAndSign,
  site,
  TZ,
} from "./support";

/** SPEC §4 / DOMAIN §5.6: offer, sign, reject, cancel, supersede, notice to the period end, caps. */
const t = fileTestApp({ beforeClose: expectReconciled });
let tree: ContractTree;

type View = {
  id: string;
  status: string;
  endsAt: number | null;
  terminationBy: string | null;
  current: { version: number; capped: boolean; rows: { rateBp: number }[]; effectiveFrom: number };
  versions: unknown[];
};
type Mine = { current: View | null; offers: View[]; history: View[] };

const DAILY = "/wps/relay/MCS2_processDailySalContract";
const ACT = "/wps/relay/MCS2_processContractAction";
const OFFER = "/wps/relay/MCS2_offerContract";

beforeAll(async () => {
  tree = await contractTree(t, "lc");
  await assignTop(t, tree, "daily_salary", flatRows(100));
});

describe("contract lifecycle", () => {
  it("the demo data: agent01 holds a platform daily salary, and its agent02 has an offer waiting", async () => {
    const agent02 = await sessionFor(t, await memberIdOf(t, "agent02"));
    const offers = (await site(t, agent02, "GET", DAILY)).value as Mine;
    expect(offers.offers).toHaveLength(1);
    // A small first row a new team reaches on its first day, then DOMAIN §5.3's four.
    expect(offers.offers[0]?.current.rows.length).toBe(5);
    const top = (await site(t, tree.tokens.top, "GET", DAILY)).value as Mine;
    expect([top.current, ...top.history].some((view) => view?.current.rows.length === 5)).toBe(true);
  });

  it("an offer waits for the downline, who sees it in the flags and signs; a first contract counts from today", async () => {
    const offer = await site(t, tree.tokens.top, "POST", OFFER, {
      downlineId: tree.ids.b,
      type: "daily_salary",
      rows: flatRows(60),
    });
    expect(offer.status).toBe(200);
    const flags = await site(t, tree.tokens.b, "GET", "/wps/member/info/funds/consolidated");
    expect(flags.value).toMatchObject({ dailysalreqtype: true, dailysalinfotype: false, salary: false });
    const before = (await site(t, tree.tokens.b, "GET", DAILY)).value as Mine;
    expect(before.offers.map((o) => o.id)).toEqual([(offer.value as View).id]);
    expect(before.current).toBeNull();

    const signed = await site(t, tree.tokens.b, "POST", ACT, {
      contractId: (offer.value as View).id,
      action: "sign",
    });
    expect(signed.status).toBe(200);
    const mine = signed.value as Mine;
    expect(mine.current?.status).toBe("active");
    // B held no daily salary: its first one counts for the whole day it is signed in.
    expect(mine.current?.current.effectiveFrom).toBe(zonedDateStart(dayFrom(t, 0), TZ));
    const after = await site(t, tree.tokens.b, "GET", "/wps/member/info/funds/consolidated");
    expect(after.value).toMatchObject({ dailysalreqtype: false, dailysalinfotype: true, salary: true });
  });

  it("refuses a rate above the upline's own, a non-direct downline, a second waiting offer and a not-higher offer", async () => {
    const above = await site(t, tree.tokens.b, "POST", OFFER, {
      downlineId: tree.ids.c,
      type: "daily_salary",
      rows: flatRows(61),
    });
    expect([above.status, above.code]).toEqual([409, "contract.rate_above_upline"]);
    const notDirect = await site(t, tree.tokens.top, "POST", OFFER, {
      downlineId: tree.ids.c,
      type: "daily_salary",
      rows: flatRows(10),
    });
    expect([notDirect.status, notDirect.code]).toEqual([403, "contract.not_direct_downline"]);
    const noOwn = await site(t, tree.tokens.b, "POST", OFFER, {
      downlineId: tree.ids.c,
      type: "dividend",
      rows: flatRows(10),
    });
    expect(noOwn.code).toBe("contract.no_own_contract");
    const first = await site(t, tree.tokens.b, "POST", OFFER, {
      downlineId: tree.ids.c,
      type: "daily_salary",
      rows: flatRows(40),
    });
    expect(first.status).toBe(200);
    const second = await site(t, tree.tokens.b, "POST", OFFER, {
      downlineId: tree.ids.c,
      type: "daily_salary",
      rows: flatRows(41),
    });
    expect(second.code).toBe("contract.offer_pending");
    // C rejects; a rejected offer stays in C's history.
    const rejected = await site(t, tree.tokens.c, "POST", ACT, {
      contractId: (first.value as View).id,
      action: "reject",
    });
    expect((rejected.value as Mine).history[0]?.status).toBe("rejected");
    // Signing a rejected offer is refused.
    const late = await site(t, tree.tokens.c, "POST", ACT, {
      contractId: (first.value as View).id,
      action: "sign",
    });
    expect([late.status, late.code]).toEqual([409, "contract.state_invalid"]);

    const cId = await offerAndSign(t, tree.tokens.b, tree.tokens.c, tree.ids.c, "daily_salary", flatRows(40));
    const same = await site(t, tree.tokens.b, "POST", OFFER, {
      downlineId: tree.ids.c,
      type: "daily_salary",
      rows: flatRows(40),
    });
    expect(same.code).toBe("contract.not_higher");
    expect(cId).toBeTruthy();
  });

  it("the upline withdraws an offer; a signed higher-rate contract ends the older one where it starts", async () => {
    const offer = await site(t, tree.tokens.b, "POST", OFFER, {
      downlineId: tree.ids.c,
      type: "daily_salary",
      rows: flatRows(45),
    });
    const cancelled = await site(t, tree.tokens.b, "POST", "/wps/relay/MCS2_cancelContractOffer", {
      contractId: (offer.value as View).id,
    });
    expect((cancelled.value as View).status).toBe("cancelled");
    // C cannot cancel B's offer to it (not the upline).
    const higher = await site(t, tree.tokens.b, "POST", OFFER, {
      downlineId: tree.ids.c,
      type: "daily_salary",
      rows: flatRows(50),
    });
    const notMine = await site(t, tree.tokens.c, "POST", "/wps/relay/MCS2_cancelContractOffer", {
      contractId: (higher.value as View).id,
    });
    expect([notMine.status, notMine.code]).toEqual([404, "contract.not_found"]);
    const signed = (
      await site(t, tree.tokens.c, "POST", ACT, { contractId: (higher.value as View).id, action: "sign" })
    ).value as Mine;
    expect(signed.current?.id).toBe((higher.value as View).id);
    const old = signed.history.find((view) => view.status === "terminating");
    expect(old?.terminationBy).toBe("superseded");
    expect(old?.endsAt).toBe(signed.current?.current.effectiveFrom);
    // A replacement never starts in a day already begun: the next day's start.
    expect(signed.current?.current.effectiveFrom).toBe(zonedDateStart(dayFrom(t, 1), TZ));
  });

  it("a parent's lower contract caps its children from the next period, in a marked version", async () => {
    // The platform lowers agent01 to 0.55%: B (0.6%) is capped to 0.55%; C (0.5%) keeps its rows.
    await assignTop(t, tree, "daily_salary", flatRows(55));
    const b = (await site(t, tree.tokens.b, "GET", DAILY)).value as Mine;
    expect(b.current?.current).toMatchObject({ version: 2, capped: true, rows: [{ rateBp: 55 }] });
    expect(b.current?.versions).toHaveLength(2);
    const c = (await site(t, tree.tokens.c, "GET", DAILY)).value as Mine;
    expect(c.current?.current).toMatchObject({ version: 1, capped: false });
    // Then 0.3% for agent01: B to 0.3% and, down the tree, C to 0.3%.
    await assignTop(t, tree, "daily_salary", flatRows(30));
    const c2 = (await site(t, tree.tokens.c, "GET", DAILY)).value as Mine;
    expect(c2.current?.current).toMatchObject({ version: 2, capped: true, rows: [{ rateBp: 30 }] });
  });

  it("notice from either side ends the contract at the period end; it then shows as terminated", async () => {
    const mine = (await site(t, tree.tokens.c, "GET", DAILY)).value as Mine;
    const id = mine.current?.id ?? "";
    const noticed = await site(t, tree.tokens.b, "POST", "/wps/relay/MCS2_terminateDownlineContract", {
      contractId: id,
    });
    expect(noticed.value).toMatchObject({ status: "terminating", terminationBy: "upline" });
    const again = await site(t, tree.tokens.c, "POST", ACT, { contractId: id, action: "terminate" });
    expect(again.code).toBe("contract.state_invalid");
    moveTo(t, dayFrom(t, 1));
    await tree.refresh();
    const later = (await site(t, tree.tokens.c, "GET", DAILY)).value as Mine;
    expect(later.history.find((view) => view.id === id)?.status).toBe("terminated");
  });

  it("the back office lists contracts with their versions and refuses a contract for an agent with an upline", async () => {
    const list = await tree.operator({
      method: "GET",
      url: brandPath(t, "/contracts?type=daily_salary&agent=lcb"),
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().value.list.length).toBeGreaterThan(0);
    const notTop = await tree.operator({
      method: "POST",
      url: brandPath(t, "/contracts"),
      payload: { agentId: tree.ids.b, type: "daily_salary", rows: flatRows(10) },
    });
    expect([notTop.statusCode, notTop.json().code]).toEqual([409, "contract.not_top_agent"]);
    const aboveMax = await tree.operator({
      method: "POST",
      url: brandPath(t, "/contracts"),
      payload: { agentId: tree.ids.top, type: "daily_salary", rows: flatRows(9_000) },
    });
    expect(aboveMax.json().code).toBe("contract.rate_above_policy");
  });
});
