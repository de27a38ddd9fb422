import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ownerConsole } from "./support/backoffice";
import { header, launchBrowser, screenshotOnFailure } from "./support/browser";
import { registerMember } from "./support/members";
import { axeFindings, formatFindings, layoutFindings, settleLayout } from "./support/page-checks";

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

/** Types a text into a rich-text field of the compose form. */
async function writeText(page: Page, label: string, text: string): Promise<void> {
  const editor = page.getByRole("textbox", { name: label });
  await editor.click();
  await page.keyboard.type(text);
}

describe("member inbox", () => {
  it("an operator sends a message in the back office; the member's count rises without a reload and falls once read", async () => {
    const { page: site, account } = await registerMember(browser, "inbox");
    const inboxButton = header(site).getByTestId("inbox-header");
    await inboxButton.waitFor({ timeout: 20_000 });
    expect(await header(site).getByTestId("inbox-count").count()).toBe(0);
    const loadedAt = await site.evaluate(() => performance.timeOrigin);

    const office = await ownerConsole(browser);
    await office
      .getByRole("navigation", { name: "Main menu" })
      .getByRole("link", { name: "Messages" })
      .click();
    await office.getByRole("button", { name: "New message" }).click();
    const title = `Lucky draw ${Date.now().toString(36)}`;
    // The demo brand's default language is Vietnamese: its title and text are required, English is offered beside it.
    await office.getByLabel("Title (Tiếng Việt)").fill(`Rút thăm ${title}`);
    await writeText(office, "Text (Tiếng Việt)", "Chúc bạn may mắn");
    await office.getByRole("tab", { name: /EN · English/ }).click();
    await office.getByLabel("Title (English)").fill(title);
    await writeText(office, "Text (English)", "Good luck this weekend");
    await office.getByLabel("Send to").selectOption("member");
    await office.getByLabel("Member account").fill(account);
    await office.getByRole("button", { name: "Send now" }).click();
    await office
      .getByRole("dialog", { name: "Send this message?" })
      .getByRole("button", { name: "Send now" })
      .click();
    await office.getByText("Sent", { exact: true }).first().waitFor({ timeout: 30_000 });

    // The site's socket says the inbox changed; the header refetches its count (no reload).
    await header(site)
      .getByTestId("inbox-count")
      .getByText("1", { exact: true })
      .waitFor({ timeout: 30_000 });
    expect(await site.evaluate(() => performance.timeOrigin)).toBe(loadedAt);

    await inboxButton.click();
    const centre = site.getByRole("dialog", { name: "Member centre" });
    const message = centre.getByRole("button", { name: new RegExp(title) });
    await message.click();
    await centre.getByText("Good luck this weekend").waitFor({ timeout: 20_000 });
    await header(site).getByTestId("inbox-count").waitFor({ state: "detached", timeout: 20_000 });
    expect(await centre.getByRole("button", { name: "Mark unread" }).count()).toBe(1);

    // The inbox holds on a phone and on a desktop, in both themes' default (dark).
    const findings = [];
    for (const width of [390, 1366]) {
      await site.setViewportSize({ width, height: width < 500 ? 844 : 900 });
      await settleLayout(site);
      findings.push(...(await layoutFindings(site, "member inbox", `${width}`)));
      findings.push(...(await axeFindings(site, "member inbox", `${width}`)));
    }
    expect(formatFindings(findings)).toBe("");

    // Marked unread again, the count comes back; deleting it leaves the inbox empty.
    await centre.getByRole("button", { name: "Mark unread" }).click();
    await header(site)
      .getByTestId("inbox-count")
      .getByText("1", { exact: true })
      .waitFor({ timeout: 20_000 });
    await centre.getByRole("button", { name: "Delete" }).click();
    await centre.getByText("No messages yet").waitFor({ timeout: 20_000 });
    await header(site).getByTestId("inbox-count").waitFor({ state: "detached", timeout: 20_000 });
  });
});
