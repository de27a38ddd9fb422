import type { Browser, Locator } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { E2E_OWNER, finishSetup, signIn } from "./support/backoffice";
import { launchBrowser, newPage, screenshotOnFailure } from "./support/browser";

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

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);
const background = (locator: Locator) =>
  locator.evaluate((element) => getComputedStyle(element).backgroundColor);

describe("the back office's UI kit showcase", () => {
  it("shows each primitive and data view in both themes; a stacked confirm and its dialog close with Escape and hand focus back", async () => {
    const { page } = await newPage(browser);
    // The owner journey may not have run in this process: enrol the authenticator here if it is new.
    await signIn(page, E2E_OWNER.username, E2E_OWNER.password);
    await finishSetup(page, E2E_OWNER.username, E2E_OWNER.password, E2E_OWNER.password);
    await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "UI kit" }).click();
    await page.getByRole("heading", { name: "UI kit", level: 1 }).waitFor();

    const entries = page.getByRole("article");
    const names = await entries.evaluateAll((articles) =>
      articles.map((article) => article.querySelector("h3")?.textContent),
    );
    expect(names).toEqual([
      "Buttons",
      "Fields",
      "Checkboxes, radios and switches",
      "Tabs",
      "Dialogs",
      "Toasts",
      "Copy button and QR code",
      "Badges",
      "Money and date-time",
      "Loading and empty",
      "Paginator",
      "Data table",
      "Filter bar",
      "Query view",
    ]);
    const dialogs = page.getByRole("article", { name: "Dialogs" });
    const light = dialogs.getByRole("figure", { name: "Light theme" });
    const dark = dialogs.getByRole("figure", { name: "Dark theme" });
    expect(await dialogs.getByText("@lotus/ui/primitives/ConfirmDialog").isVisible()).toBe(true);
    // The two panels really draw different themes, not the same one twice.
    expect(await background(light)).not.toBe(await background(dark));

    const opener = light.getByRole("button", { name: "Open a form dialog" });
    await opener.click();
    const form = page.getByRole("dialog", { name: "Edit operator" });
    await form.waitFor();
    const discard = form.getByRole("button", { name: "Discard" });
    await discard.click();
    const confirm = page.getByRole("dialog", { name: "Discard your changes?" });
    await confirm.waitFor();

    await page.keyboard.press("Escape");
    await confirm.waitFor({ state: "hidden" });
    expect(await form.isVisible()).toBe(true);
    expect(await isFocused(discard)).toBe(true);

    await page.keyboard.press("Escape");
    await form.waitFor({ state: "hidden" });
    expect(await isFocused(opener)).toBe(true);
  });
});
