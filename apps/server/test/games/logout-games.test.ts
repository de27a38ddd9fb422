import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../support/app";
import { balanceOf, fund, houseSession, launch, launchTokenOf, login, memberId, spin } from "./support";

/** Logout ends everything the login opened: remember-me, house game sessions, unused launches. */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await fund(t, await memberId(t, "demo01"), 1_000_000_00n, "logout-fund-1");
});
afterAll(async () => {
  await t.close();
});

async function rememberedLogin(): Promise<{ token: string; rememberToken: string }> {
  const response = await t.callEncrypted("POST", "/wps/session/login", {
    type: "username",
    username: "demo01",
    password: "Demo1234",
    remember: true,
    botCheck: await t.botCheck(),
  });
  const value = response.json().value;
  if (!value?.rememberToken) throw new Error(`login failed: ${response.body}`);
  return value;
}

describe("logout", () => {
  it("revokes the remember-me token even when the site does not send it", async () => {
    const { token, rememberToken } = await rememberedLogin();
    const out = await t.call({ method: "POST", url: "/wps/session/logout", token, payload: {} });
    expect(out.json()).toEqual({ success: true, value: { loggedOut: true } });
    const again = await t.call({
      method: "POST",
      url: "/wps/session/login/remember",
      payload: { rememberToken },
    });
    expect(again.statusCode).toBe(401);
  });

  it("no longer takes the remember-me token in the URL", async () => {
    const { token, rememberToken } = await rememberedLogin();
    const response = await t.call({
      method: "POST",
      url: `/wps/session/logout?rememberToken=${rememberToken}`,
      token,
      payload: {},
    });
    expect(response.statusCode).toBe(200);
    const old = await t.call({ method: "DELETE", url: `/wps/session/logout?rememberToken=${rememberToken}` });
    expect(old.statusCode).toBe(404);
  });

  it("stops the house game session from spinning and unused launch tokens from opening", async () => {
    const token = await login(t, "demo01", "Demo1234");
    const session = await houseSession(t, token);
    const before = await spin(t, session.sessionToken, 1000, "logout-spin-01");
    expect(before.statusCode, before.body).toBe(200);
    const unused = launchTokenOf((await launch(t, token, "dragon-pearl")).json().value.game_url);

    await t.call({ method: "POST", url: "/wps/session/logout", token, payload: {} });

    const after = await spin(t, session.sessionToken, 1000, "logout-spin-02");
    expect(after.statusCode).toBeGreaterThanOrEqual(400);
    expect(after.statusCode).toBeLessThan(500);
    expect(after.json().code).toBe("game.session_invalid");
    const opened = await t.app.inject({
      method: "POST",
      url: "/house/api/session",
      payload: { launchToken: unused },
    });
    expect(opened.json().code).toBe("game.launch_token_invalid");
    // Nothing was debited for the refused spin.
    expect(await balanceOf(t, await login(t, "demo01", "Demo1234"))).toBeCloseTo(
      before.json().value.balance,
      2,
    );
  });
});
