import { describe, expect, it } from "vitest";
import { balances, memberIdOf, paymentsTestApp, sessionFor } from "../payments/support";
import { asOperator, createOperator, relogin } from "../support/operators";

/**
 * The demo brand's rewards (packages/db seed-rewards.ts): demo01 finds two rewards to claim and the
 * back office one waiting for approval; claiming the reload bonus pays it and opens its turnover.
 */

const t = paymentsTestApp();

describe("the demo rewards", () => {
  it("wait in demo01's reward centre, and the claimed reload bonus shows on bonus details", async () => {
    const memberId = await memberIdOf(t, "demo01");
    const token = await sessionFor(t, memberId);
    const centre = (await t.call({ method: "GET", url: "/wps/rewards", token })).json().value;
    expect(centre.waiting).toBe(2);
    const reload = centre.list.find((row: { source: string }) => row.source === "promotion");
    expect(reload).toMatchObject({ status: "waiting", cash: 50_000, turnoverRequired: 500_000 });
    expect(reload.claimBy).toBeGreaterThan(t.clock.now());

    const claimed = await t.call({
      method: "POST",
      url: "/wps/rewards/claim",
      token,
      payload: { id: reload.id },
    });
    expect(claimed.json().value.status).toBe("paid");
    expect((await balances(t, memberId)).main).toBe(5_000_000n);
    const details = (await t.call({ method: "GET", url: "/wps/rewards/bonus-details", token })).json().value;
    expect(details).toMatchObject({ remaining: 500_000, locked: 50_000, maxBet: 20_000 });
    expect(details.list[0]).toMatchObject({ required: 500_000, achieved: 0, weights: { LIVE: 10, LOTT: 0 } });
  });

  it("put the lucky-draw prize in the back office's approval queue", async () => {
    const operator = await createOperator(t, { username: "rwdemo", role: "finance" });
    const call = asOperator(t, await relogin(t, operator));
    const queue = await call({
      method: "GET",
      url: `/backoffice/api/brands/${t.brandId}/rewards?status=approval&account=demo01`,
    });
    expect(queue.json().value.list).toMatchObject([{ account: "demo01", source: "event", cash: 20_000_000 }]);
  });
});
