import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { E2E_OWNER, finishSetup, signIn } from "../../web/e2e/support/backoffice";
import { launchBrowser, newPage, screenshotOnFailure } from "../../web/e2e/support/browser";

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

// The seed's agent and its downline player (packages/db/src/seed.ts).
const AGENT = "agent01";
const PLAYER = "player01";
// agent01's demo team (DEMO_TEAM in the seed): agent02 with player02 and agent03 below it.
const TEAM_AGENT = "agent02";
const TEAM_PLAYER = "player02";
const NEW_TYPE = "Senior agent (type 2)";

async function openAgents(page: Page): Promise<void> {
  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Agents" }).click();
  await page.getByRole("heading", { name: "Agents", exact: true }).waitFor();
}

/** Narrows the agents list to one account (the filter is kept in the address). */
async function findAgent(page: Page, account: string) {
  await page.getByLabel("Agent account").fill(account);
  await expect.poll(() => page.url()).toContain(`q=${account}`);
  // The row whose own account is the one sought: another agent's row links it as its upline, and
  // that row stays on screen until the filtered list replaces the first one.
  const row = page
    .getByRole("region", { name: "Agents of the brand" })
    .getByRole("row", { name: new RegExp(`^${account} `) });
  await row.waitFor();
  return row;
}

describe("agents journey", () => {
  it("the owner finds agent01, opens its tree, promotes its player to agent and sees it in the list", async () => {
    const { page } = await newPage(browser);
    // Whichever journey file runs first enrols the owner's authenticator; this one may be first.
    await signIn(page, E2E_OWNER.username, E2E_OWNER.password);
    await finishSetup(page, E2E_OWNER.username, E2E_OWNER.password, E2E_OWNER.password);

    await openAgents(page);
    const agentRow = await findAgent(page, AGENT);
    expect(await agentRow.textContent()).toContain("Standard agent (type 1)");
    await agentRow.getByRole("button", { name: `View the agent tree of ${AGENT}` }).click();
    await page.getByRole("heading", { name: `Agent tree of ${AGENT}` }).waitFor();
    expect(page.url()).toContain("/backoffice/agents/tree/");

    // One level at a time: the seed's agent02 (under agent01) opens onto its own downlines.
    const tree = page.getByRole("region", { name: `Agent tree of ${AGENT}` });
    await tree.getByRole("button", { name: `Show the downlines of ${TEAM_AGENT}` }).click();
    await tree.getByRole("link", { name: TEAM_PLAYER, exact: true }).waitFor();

    // The seed's player sits one level below agent01, as a plain member.
    const playerRow = tree
      .getByRole("row")
      .filter({ has: page.getByRole("link", { name: PLAYER, exact: true }) });
    await playerRow.waitFor();
    await playerRow.getByRole("button", { name: `Promote ${PLAYER} to agent` }).click();

    const promote = page.getByRole("dialog", { name: `Promote ${PLAYER} to agent` });
    // Sending without a type or a reason is refused in the dialog, before any call.
    await promote.getByRole("button", { name: "Promote", exact: true }).click();
    await promote.getByText("This field is required").first().waitFor();
    await promote.getByLabel("Agent type").selectOption({ label: NEW_TYPE });
    await promote.getByLabel("Reason", { exact: true }).fill("Runs a team of players (e2e)");
    await promote.getByRole("button", { name: "Promote", exact: true }).click();
    await promote.waitFor({ state: "hidden", timeout: 20_000 });
    await page.getByText(`${PLAYER} is now an agent`).waitFor();
    // The tree reads again: the row now offers a type change instead of promotion.
    await playerRow.getByRole("button", { name: `Change the agent type of ${PLAYER}` }).waitFor();

    await openAgents(page);
    const promotedRow = await findAgent(page, PLAYER);
    const promotedText = (await promotedRow.textContent()) ?? "";
    expect(promotedText).toContain(NEW_TYPE);
    expect(promotedText).toContain(AGENT);

    // Back to the seed's state for the journeys after this one: player01 has no downlines, so it can go.
    await promotedRow.getByRole("button", { name: `View the agent tree of ${PLAYER}` }).click();
    await page.getByRole("heading", { name: `Agent tree of ${PLAYER}` }).waitFor();
    await page.getByRole("button", { name: `Demote ${PLAYER} to member` }).click();
    const demote = page.getByRole("dialog", { name: `Demote ${PLAYER} to member` });
    await demote.getByLabel("Reason", { exact: true }).fill("End of the e2e journey");
    await demote.getByRole("button", { name: "Demote", exact: true }).click();
    await demote.waitFor({ state: "hidden", timeout: 20_000 });
    await page.getByRole("button", { name: `Promote ${PLAYER} to agent` }).waitFor();
  });
});
