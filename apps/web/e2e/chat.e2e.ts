import type { Browser } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ownerConsole } from "./support/backoffice";
import { launchBrowser, screenshotOnFailure } from "./support/browser";
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

describe("live chat", () => {
  it("a member opens the chat, an operator answers in the back office, the member sees it without a reload", async () => {
    const { page: site, account } = await registerMember(browser, "chat");
    const loadedAt = await site.evaluate(() => performance.timeOrigin);

    // The operator's console is open: they are online for the brand's chat.
    const office = await ownerConsole(browser);
    await office
      .getByRole("navigation", { name: "Main menu" })
      .getByRole("link", { name: /^Live chat/ })
      .click();
    await office.getByText("You are online").waitFor({ timeout: 20_000 });

    // The member opens the chat room from the side bar's customer-service item and writes.
    await site
      .getByRole("complementary", { name: "Quick links" })
      .getByRole("button", { name: "Support" })
      .click();
    const chat = site.getByRole("dialog", { name: "Customer service" });
    await chat.getByText("Write your question").waitFor({ timeout: 20_000 });
    expect(await chat.getByText("No one from customer service is online").count()).toBe(0);
    const question = `Where is my deposit? ${Date.now().toString(36)}`;
    await chat.getByLabel("Message", { exact: true }).fill(question);
    await chat.getByRole("button", { name: "Send", exact: true }).click();
    const siteLog = chat.getByRole("log", { name: "Chat messages" });
    await siteLog.getByText(question).waitFor({ timeout: 20_000 });
    await chat.getByText("Waiting for customer service to join").waitFor();

    // The console's queue shows it without a reload; the operator takes it and answers.
    const queued = office.getByRole("button", { name: new RegExp(account) });
    await queued.first().click({ timeout: 30_000 });
    const officeLog = office.getByRole("log", { name: "Messages" });
    await officeLog.getByText(question).waitFor({ timeout: 20_000 });
    await office.getByRole("button", { name: "Take", exact: true }).click();
    await office.getByText("The conversation is yours").first().waitFor({ timeout: 20_000 });
    const answer = "Hello! Let me check that deposit for you.";
    await office.getByLabel("Answer").fill(answer);
    await office.getByRole("button", { name: "Send", exact: true }).click();
    await officeLog.getByText(answer).waitFor({ timeout: 20_000 });

    // The member sees who answers and the answer, without a reload; the operator sees it was read.
    await siteLog.getByText(answer).waitFor({ timeout: 30_000 });
    await chat.getByText(/You are chatting with/).waitFor();
    expect(await site.evaluate(() => performance.timeOrigin)).toBe(loadedAt);
    await officeLog.getByText(/Seen/).waitFor({ timeout: 30_000 });

    // The chat room holds on a phone and on a desktop.
    const findings = [];
    for (const width of [390, 1366]) {
      await site.setViewportSize({ width, height: width < 500 ? 844 : 900 });
      await settleLayout(site);
      findings.push(...(await layoutFindings(site, "chat room", `${width}`)));
      findings.push(...(await axeFindings(site, "chat room", `${width}`)));
    }
    // The console at a desktop width (the quality sweep loads every back-office screen at each width).
    for (const width of [1366]) {
      await office.setViewportSize({ width, height: 900 });
      await settleLayout(office);
      findings.push(...(await layoutFindings(office, "chat console", `${width}`)));
      findings.push(...(await axeFindings(office, "chat console", `${width}`)));
    }
    expect(formatFindings(findings)).toBe("");

    // The operator closes it; the member is told, and it is in the chat history.
    await office.getByRole("button", { name: "Close chat", exact: true }).click();
    await office
      .getByRole("dialog", { name: "Close this conversation?" })
      .getByRole("button", { name: "Close chat" })
      .click();
    await chat.getByText("This chat has ended").waitFor({ timeout: 30_000 });
    await office
      .getByRole("navigation", { name: "Main menu" })
      .getByRole("link", { name: "Chat history" })
      .click();
    await office.getByLabel("Member account").fill(account);
    await office.getByRole("rowheader", { name: account }).waitFor({ timeout: 20_000 });
    await office.getByRole("button", { name: "Read" }).first().click();
    const transcript = office.getByRole("dialog", { name: `Conversation with ${account}` });
    await transcript.getByText(answer).waitFor({ timeout: 20_000 });
    const historyFindings = [];
    for (const width of [1366]) {
      await settleLayout(office);
      historyFindings.push(...(await layoutFindings(office, "chat history", `${width}`)));
      historyFindings.push(...(await axeFindings(office, "chat history", `${width}`)));
    }
    expect(formatFindings(historyFindings)).toBe("");
  }, 240_000);
});
