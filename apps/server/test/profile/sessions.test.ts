import { describe, expect, it } from "vitest";
import { accountsTestApp, freshIp, login, registerUser } from "../accounts-support";

const t = accountsTestApp();

const PHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) Mobile/15E148 Safari/604.1";
const DESKTOP = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0 Safari/537.36";

const sessions = (token: string) => t.call({ method: "GET", url: "/wps/member/sessions", token });
const end = (token: string, sessionId: string) =>
  t.call({ method: "POST", url: "/wps/member/sessions/end", token, payload: { sessionId } });
const endOthers = (token: string) =>
  t.call({ method: "POST", url: "/wps/member/sessions/end-others", token });
const logins = (token: string, query = "") =>
  t.call({ method: "GET", url: `/wps/member/logins${query}`, token });
const info = (token: string) => t.call({ method: "GET", url: "/wps/member/info", token });

/** Logs the member in from `ip` with a browser; returns the session and remember-me tokens. */
async function signIn(
  user: { username: string; password: string },
  ip: string,
  agent: string,
  remember = false,
) {
  const response = await login(
    t,
    { username: user.username, password: user.password, remember },
    { ip, headers: { "user-agent": agent } },
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value as { token: string; rememberToken?: string };
}

describe("active sessions", () => {
  it("lists the member's sessions and remember-me tokens, this one marked first", async () => {
    const user = await registerUser(t);
    const phone = await signIn(user, "113.160.1.20", PHONE, true);
    const desktop = await signIn(user, freshIp(), DESKTOP);
    const response = await sessions(desktop.token);
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json().value as {
      kind: string;
      userAgent: string | null;
      ip: string;
      country: string | null;
      current: boolean;
    }[];
    // Registration's session, the phone's session and remember token, the desktop's session.
    expect(list).toHaveLength(4);
    expect(list[0]).toMatchObject({ current: true, kind: "session", userAgent: DESKTOP });
    expect(list.filter((entry) => entry.current)).toHaveLength(1);
    const fromPhone = list.filter((entry) => entry.userAgent === PHONE);
    expect(fromPhone.map((entry) => entry.kind).sort()).toEqual(["remember", "session"]);
    expect(fromPhone[0]).toMatchObject({ ip: "113.160.1.20", country: "VN" });
    expect(phone.rememberToken).toBeTruthy();
  });

  it("ends one session of the member's; another member's session id is not found", async () => {
    const user = await registerUser(t);
    const other = await registerUser(t);
    const second = await signIn(user, freshIp(), PHONE);
    const mine = (await sessions(user.token)).json().value as { id: string; current: boolean }[];
    const phoneSession = mine.find((entry) => !entry.current);
    const theirs = (await sessions(other.token)).json().value as { id: string }[];

    const refused = await end(user.token, theirs[0]?.id ?? "");
    expect(refused.statusCode).toBe(404);
    expect(refused.json().code).toBe("not_found");
    expect((await info(other.token)).statusCode).toBe(200);
    expect((await end(user.token, "not-a-session")).statusCode).toBe(404);

    const ended = await end(user.token, phoneSession?.id ?? "");
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().value).toEqual({ ended: true, current: false });
    expect((await info(second.token)).statusCode).toBe(401);
    expect((await info(user.token)).statusCode).toBe(200);
    // Twice is not found: it is over.
    expect((await end(user.token, phoneSession?.id ?? "")).statusCode).toBe(404);
  });

  it("log out everywhere ends every other session and remember-me token, keeping this one", async () => {
    const user = await registerUser(t);
    const phone = await signIn(user, freshIp(), PHONE, true);
    const desktop = await signIn(user, freshIp(), DESKTOP, true);
    const response = await endOthers(desktop.token);
    expect(response.statusCode, response.body).toBe(200);
    // Registration's and the phone's sessions, both remember tokens.
    expect(response.json().value).toEqual({ ended: 4 });
    expect((await info(phone.token)).statusCode).toBe(401);
    expect((await info(user.token)).statusCode).toBe(401);
    expect((await info(desktop.token)).statusCode).toBe(200);
    for (const rememberToken of [phone.rememberToken, desktop.rememberToken]) {
      const again = await t.call({
        method: "POST",
        url: "/wps/session/login/remember",
        payload: { rememberToken },
      });
      expect(again.statusCode).toBe(401);
    }
    const left = (await sessions(desktop.token)).json().value as { current: boolean }[];
    expect(left).toEqual([expect.objectContaining({ current: true, kind: "session" })]);
  });
});

describe("login history", () => {
  it("shows the member's own logins with time, IP, country, browser and outcome, newest first", async () => {
    const user = await registerUser(t);
    await login(t, { username: user.username, password: "Wrong-Pass-1" }, { ip: "113.160.1.21" });
    await signIn(user, "113.160.1.22", PHONE);
    const response = await logins(user.token, "?page=1&pageSize=5");
    expect(response.statusCode, response.body).toBe(200);
    const value = response.json().value;
    // The registration signed the member in first.
    expect(value.total).toBe(3);
    expect(value.list[2]).toMatchObject({ success: true, reason: "register", ip: user.ip });
    expect(value.list[0]).toMatchObject({
      success: true,
      reason: "password",
      ip: "113.160.1.22",
      country: "VN",
      userAgent: PHONE,
    });
    expect(value.list[1]).toMatchObject({ success: false, reason: "password", ip: "113.160.1.21" });
    expect(value.list[0].at).toBeGreaterThanOrEqual(value.list[1].at);
    // Another member's logins never show.
    const other = await registerUser(t);
    expect(
      (await logins(other.token)).json().value.list.map((entry: { reason: string }) => entry.reason),
    ).toEqual(["register"]);
    expect((await logins(user.token, "?pageSize=500")).statusCode).toBe(400);
  });

  it("needs a member session", async () => {
    expect((await t.call({ method: "GET", url: "/wps/member/logins" })).statusCode).toBe(401);
    expect((await t.call({ method: "POST", url: "/wps/member/sessions/end-others" })).statusCode).toBe(401);
  });
});
