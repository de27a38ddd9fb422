import { describe, expect, it } from "vitest";
import { guardRedirect, isGuestPath } from "./route-guard";

describe("loginedToHomePage guard", () => {
  const visitor = { loginedToHomePage: true, hasToken: false };

  it("sends a visitor without a token to /login", () => {
    for (const path of ["/", "/home", "/noticePage", "/promotions", "/rng", "/help", "/app", "/unknown"]) {
      expect(guardRedirect(path, visitor)).toBe("/login");
    }
  });

  it("lets a visitor stay on the exempt pages", () => {
    for (const path of [
      "/login",
      "/register",
      "/register.html",
      "/helpmc",
      "/download",
      "/resetPassword",
      "/userAgreement",
      "/privacyPolicy",
    ]) {
      expect(guardRedirect(path, visitor)).toBeNull();
    }
    expect(guardRedirect("/register/", visitor)).toBeNull();
    expect(guardRedirect("/HelpMC", visitor)).toBeNull();
  });

  it("does nothing with a session token or with the setting off", () => {
    expect(guardRedirect("/noticePage", { loginedToHomePage: true, hasToken: true })).toBeNull();
    expect(guardRedirect("/noticePage", { loginedToHomePage: false, hasToken: false })).toBeNull();
  });

  it("does not treat look-alike paths as exempt", () => {
    expect(isGuestPath("/login/extra")).toBe(false);
    expect(isGuestPath("/registerx")).toBe(false);
    expect(isGuestPath("/help")).toBe(false);
  });
});
