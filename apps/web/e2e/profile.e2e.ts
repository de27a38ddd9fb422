import { type BrandView, brandGetCall, brandUpdateCall } from "@lotus/contracts";
import * as OTPAuth from "otpauth";
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { E2E_OWNER } from "./support/backoffice";
import { header, launchBrowser, newPage, screenshotOnFailure } from "./support/browser";
import { dismissWelcome, MEMBER_PASSWORD, registerMember } from "./support/members";
import { type OperatorApi, operatorApi } from "./support/operator-api";

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterEach(async (context) => {
  await screenshotOnFailure(context.task.name, context.task.result?.state === "fail");
});
afterAll(async () => {
  await browser?.close();
});

const STEP_MS = 30_000;
const stepNow = () => Math.floor(Date.now() / STEP_MS);
const codeOf = (secret: string) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30 }).generate();

/** An address of this journey's own, so the login from "a new IP" is new for this member only. */
const ownIp = () => `198.51.100.${1 + Math.floor(Math.random() * 250)}`;

/** Switches the brand's unregistered-IP verification; answers whether it was on before. */
async function setIpVerification(api: OperatorApi, on: boolean): Promise<boolean> {
  const brandId = await api.brandId();
  const path = brandGetCall.path.replace(":brandId", brandId);
  const {
    id: _id,
    merchantCode: _code,
    createdAt: _created,
    updatedAt: _updated,
    ...brand
  } = await api.call<BrandView>("GET", path);
  const before =
    brand.settings.features.find((toggle) => toggle.modId === "unregisteredIpVerification")?.enabled === "1";
  const features = [
    ...brand.settings.features.filter((toggle) => toggle.modId !== "unregisteredIpVerification"),
    { modId: "unregisteredIpVerification" as const, enabled: on ? ("1" as const) : ("0" as const) },
  ];
  await api.call("PUT", brandUpdateCall.path.replace(":brandId", brandId), {
    ...brand,
    settings: { ...brand.settings, features },
    reason: "E2E journey: login from a new IP",
  });
  return before;
}

async function openMyAccount(page: Page) {
  const centre = page.getByRole("dialog", { name: "Member centre" });
  if (!(await centre.isVisible()))
    await header(page)
      .getByRole("button", { name: /Member centre/ })
      .click();
  await centre.getByRole("button", { name: "My account", exact: true }).click();
  await centre.getByRole("heading", { name: "Personal details" }).waitFor({ timeout: 20_000 });
  return centre;
}

describe("member self-service", () => {
  it("edits the profile, enrols an authenticator and uses it to log in from a new IP", async () => {
    const home = ownIp();
    const member = await registerMember(browser, "prof", home);
    const { page } = member;
    const centre = await openMyAccount(page);

    // Personal details.
    await centre.getByRole("button", { name: "Edit details" }).click();
    const details = page.getByRole("dialog", { name: "Edit personal details" });
    await details.getByLabel("Nickname").fill("E2E Lan");
    await details.getByLabel("Date of birth").fill("1990-05-12");
    await details.getByLabel("Zalo").fill("0912 345 678");
    await details.getByLabel("Source of income").selectOption("salary");
    await details.getByRole("button", { name: "Save" }).click();
    await page.getByText("Your details are saved").first().waitFor({ timeout: 20_000 });
    await details.waitFor({ state: "hidden" });
    const section = centre.getByRole("region", { name: "Personal details" });
    await expect.poll(() => section.textContent()).toContain("E2E Lan");
    expect(await section.textContent()).toContain("0912345678");
    expect(await section.textContent()).toContain("Salary");
    // A bad value is refused with the server's message under its field.
    await centre.getByRole("button", { name: "Edit details" }).click();
    await details.getByLabel("Date of birth").fill(`${new Date().getFullYear() - 10}-01-01`);
    await details.getByRole("button", { name: "Save" }).click();
    await details.getByText("You must be at least 18 years old").waitFor({ timeout: 20_000 });
    await details.getByRole("button", { name: "Cancel" }).click();

    // Authenticator: scan (here: read the key), confirm with a current code.
    await centre.getByRole("button", { name: "Set up" }).click();
    const setup = page.getByRole("dialog", { name: "Set up an authenticator app" });
    await setup
      .getByRole("img", { name: "QR code for your authenticator app" })
      .first()
      .waitFor({ timeout: 20_000 });
    const secret = ((await setup.locator("code").textContent()) ?? "").replace(/\s/g, "");
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await setup.getByLabel("6-digit code from the app").fill(codeOf(secret));
    const enrolledStep = stepNow();
    await setup.getByRole("button", { name: "Turn on" }).click();
    await page.getByText("The authenticator is on").first().waitFor({ timeout: 20_000 });
    await centre.getByRole("button", { name: "Remove" }).waitFor();

    const api = await operatorApi(E2E_OWNER.username, E2E_OWNER.password);
    const wasOn = await setIpVerification(api, true);
    try {
      // Another address: the login asks for the authenticator.
      const away = (await newPage(browser, { language: "EN", ip: ownIp() })).page;
      await away.goto("/");
      await header(away).getByRole("button", { name: "Login" }).click();
      const login = away.getByRole("dialog", { name: "Log in" });
      await login.getByLabel("Username", { exact: true }).fill(member.account);
      await login.getByLabel("Password", { exact: true }).fill(MEMBER_PASSWORD);
      await login.getByRole("button", { name: "Log in" }).click();
      // The member's only method is the authenticator, so the step asks for its code.
      const step = away.getByRole("dialog", { name: "Verify it's you" });
      await step.getByText("You are logging in from a new network").waitFor({ timeout: 20_000 });
      // The enrolment's code worked once; the app's next code is the one to use.
      while (stepNow() <= enrolledStep) await away.waitForTimeout(1_000);
      await step.getByLabel("Authenticator code").fill(codeOf(secret));
      await step.getByRole("button", { name: "Verify" }).click();
      await header(away)
        .getByRole("button", { name: /Member centre/ })
        .waitFor({ timeout: 30_000 });
      await dismissWelcome(away);

      // Sign-in activity there: two sessions, this one marked; log out everywhere else.
      const awayCentre = await openMyAccount(away);
      const sessions = awayCentre.getByRole("region", { name: "Active sessions" });
      await sessions.getByText("This device").waitFor({ timeout: 20_000 });
      await awayCentre.getByRole("button", { name: "Log out everywhere else" }).click();
      const confirm = away.getByRole("dialog", { name: "Log out everywhere else?" });
      await confirm.getByRole("button", { name: "Log out everywhere else" }).click();
      await away
        .getByText(/session(s)? logged out/)
        .first()
        .waitFor({ timeout: 20_000 });
      const history = awayCentre.getByRole("region", { name: "Login history" });
      await history.getByText("New address, verification asked").first().waitFor({ timeout: 20_000 });

      // On a phone the sections stack and nothing runs off the side.
      await away.setViewportSize({ width: 390, height: 844 });
      await awayCentre.getByRole("region", { name: "Personal details" }).scrollIntoViewIfNeeded();
      const overflow = await away.evaluate(() => {
        const content = document.querySelector(".member-centre__content");
        return content ? content.scrollWidth - content.clientWidth : -1;
      });
      expect(overflow).toBe(0);

      // The first browser's session is over.
      await page.reload();
      await header(page).getByRole("button", { name: "Login" }).waitFor({ timeout: 30_000 });
    } finally {
      await setIpVerification(api, wasOn);
    }
  });

  it("the user agreement and the privacy policy are reachable from the footer and the register form", async () => {
    const { page } = await newPage(browser, { language: "EN" });
    await page.goto("/");
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("link", { name: "User agreement" }).click();
    await page.waitForURL(/\/userAgreement$/);
    await page.getByRole("heading", { level: 1, name: "User agreement" }).waitFor({ timeout: 20_000 });
    await page.getByRole("heading", { name: "1. Who may play" }).waitFor();
    await page.getByRole("main").getByRole("link", { name: "Privacy policy" }).click();
    await page.waitForURL(/\/privacyPolicy$/);
    await page.getByRole("heading", { level: 1, name: "Privacy policy" }).waitFor({ timeout: 20_000 });

    await page.goto("/register");
    const dialog = page.getByRole("dialog", { name: "Register" });
    await dialog.waitFor({ timeout: 20_000 });
    expect(await dialog.getByRole("link", { name: "User agreement" }).getAttribute("href")).toBe(
      "/userAgreement",
    );
    expect(await dialog.getByRole("link", { name: "Privacy policy" }).getAttribute("href")).toBe(
      "/privacyPolicy",
    );
  });
});
