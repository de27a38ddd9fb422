import type { Browser } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ownerConsole } from "./support/backoffice";
import { launchBrowser, screenshotOnFailure } from "./support/browser";
import { registerMember } from "./support/members";

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

/** The smallest file the server takes for a PNG: its signature, then anything. */
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 7),
]);

const QUESTION = "My deposit of 500,000 this morning has not reached my balance yet.";
const ANSWER = "Your deposit was credited at 10:15. Please check your balance again.";

describe("support tickets", () => {
  it("a member files a ticket, an operator answers it in the back office, the member reads the answer", async () => {
    const { page: site, account } = await registerMember(browser, "ticket");

    // The side bar's feedback item opens the ticket form; the word limit is checked before sending.
    await site
      .getByRole("complementary", { name: "Quick links" })
      .getByRole("button", { name: "Feedback" })
      .click();
    const form = site.getByRole("dialog", { name: "Contact customer service" });
    await form.getByLabel("Question type").selectOption("deposit");
    await form.getByLabel("Your message").fill("Deposit missing");
    await form.getByRole("button", { name: "Send" }).click();
    await form.getByText("Write at least 5 words").waitFor();
    await form.getByLabel("Your message").fill(QUESTION);
    await form.getByTestId("support-image-input").setInputFiles({
      name: "receipt.png",
      mimeType: "image/png",
      buffer: PNG,
    });
    await form.getByRole("img", { name: "Image 1" }).waitFor();
    await form.getByRole("button", { name: "Send" }).click();
    await form.waitFor({ state: "hidden", timeout: 20_000 });

    // The member centre opens on the new ticket.
    const centre = site.getByRole("dialog", { name: "Member centre" });
    const conversation = centre.getByRole("list", { name: "Conversation" });
    await conversation.getByText(QUESTION).waitFor({ timeout: 20_000 });
    const title = (await centre.getByRole("heading", { name: /^Ticket #\d+/ }).textContent()) ?? "";
    const reference = /#\d+/.exec(title)?.[0] ?? "";
    expect(reference).not.toBe("");
    expect(await conversation.getByRole("img", { name: "Image 1" }).count()).toBe(1);

    // Customer service answers from the queue.
    const office = await ownerConsole(browser);
    await office.goto(`/backoffice/tickets?account=${account}`);
    await office.getByRole("link", { name: `Open ticket ${reference}`, exact: true }).click();
    await office.getByRole("heading", { name: `Ticket ${reference}`, exact: true }).waitFor();
    await office.getByText(QUESTION).waitFor();
    await office.getByLabel("Note", { exact: true }).fill("Checked the bank statement: credited.");
    await office.getByRole("button", { name: "Add note" }).click();
    await office.getByText("Note added").waitFor();
    await office.getByLabel("Answer", { exact: true }).fill(ANSWER);
    await office.getByRole("button", { name: "Send answer" }).click();
    await office.getByText("Answer sent").waitFor();
    await office.locator(".page-header").getByText("Waiting for member").waitFor();

    // The member's open ticket refetches on the socket's signal: the answer, never the note.
    await conversation.getByText(ANSWER).waitFor({ timeout: 20_000 });
    expect(await conversation.getByText("Customer service").count()).toBe(1);
    expect(await centre.getByText("Checked the bank statement").count()).toBe(0);
    await centre.getByRole("button", { name: "Back to my tickets" }).click();
    const row = centre.getByRole("row").filter({ hasText: new RegExp(`${reference}(?!\\d)`) });
    await row.getByText("Answered").waitFor();
  }, 180_000);
});
