import {
  adminLiveTablesCall,
  adminLotteryDrawsCall,
  announcementCreateCall,
  announcementListAdminCall,
  brandListCall,
  contractsListCall,
  helpAdminListCall,
  memberSearchCall,
  messageCampaignsCall,
  promotionListAdminCall,
  ticketQueueCall,
} from "@lotus/contracts";
import type { BrowserContext, Page } from "playwright-core";

/** The signed-in roles the quality check walks the SPAs as, and the ids their screens need. */

/** Keeps the signed-in tab's session storage for every page the context opens next. */
export async function shareSession(context: BrowserContext, page: Page): Promise<void> {
  const entries = await page.evaluate(() => Object.entries(window.sessionStorage));
  await context.addInitScript((saved) => {
    for (const [key, value] of saved)
      if (window.sessionStorage.getItem(key) === null) window.sessionStorage.setItem(key, value);
  }, entries);
}

interface Envelope<T> {
  success: boolean;
  value?: T;
}

/** A back-office API call from the signed-in tab, with its token. */
async function operatorCall<T>(page: Page, method: string, path: string, body?: unknown): Promise<T> {
  const envelope = await page.evaluate(
    async ({ method, path, body }) => {
      const token = window.sessionStorage.getItem("lotus.backoffice.token") ?? "";
      const response = await fetch(path, {
        method,
        headers: {
          Authorization: token,
          Accept: "application/json",
          Language: "EN",
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return (await response.json()) as unknown;
    },
    { method, path, body },
  );
  const value = (envelope as Envelope<T>).value;
  if (!(envelope as Envelope<T>).success || value === undefined) throw new Error(`${method} ${path} failed`);
  return value;
}

/** Ids for the back office's parametrised screens, creating an announcement if the brand has none. */
export async function backofficeIds(page: Page): Promise<Record<string, string>> {
  const brands = await operatorCall<{ id: string; merchantCode: string }[]>(page, "GET", brandListCall.path);
  const brandId = brands.find((brand) => brand.merchantCode === "lotus")?.id ?? "";
  const inBrand = (path: string) => path.replace(":brandId", brandId);
  let announcements = await operatorCall<{ id: string }[]>(
    page,
    "GET",
    inBrand(announcementListAdminCall.path),
  );
  if (!announcements.length) {
    await operatorCall(page, "POST", inBrand(announcementCreateCall.path), {
      type: "PL",
      group: "player",
      title: { EN: "Layout check", VI: "Kiểm tra bố cục" },
      content: { EN: "<p>Checked by the quality journey.</p>", VI: "<p>Kiểm tra tự động.</p>" },
      imageUrl: null,
      linkUrl: null,
      startsAt: Date.now(),
      endsAt: null,
      sortOrder: 0,
      published: false,
    });
    announcements = await operatorCall(page, "GET", inBrand(announcementListAdminCall.path));
  }
  const help = await operatorCall<{ articles: { id: string }[] }[]>(
    page,
    "GET",
    inBrand(helpAdminListCall.path),
  );
  const members = await operatorCall<{ list: { id: string }[] }>(
    page,
    "GET",
    `${inBrand(memberSearchCall.path)}?by=account&q=`,
  );
  // The demo data holds agent01's platform contract and its offer to agent02.
  const contracts = await operatorCall<{ list: { id: string }[] }>(
    page,
    "GET",
    inBrand(contractsListCall.path),
  );
  // The house lotteries draw from the server's start, so the 1-minute game always has draws.
  const draws = await operatorCall<{ list: { id: string }[] }>(
    page,
    "GET",
    `${inBrand(adminLotteryDrawsCall.path)}?game=elott-1`,
  );
  // The demo data holds the brand's live promotions.
  const promotions = await operatorCall<{ list: { id: string }[] }>(
    page,
    "GET",
    inBrand(promotionListAdminCall.path),
  );
  // The demo data holds demo01's support tickets (one answered, one new).
  const tickets = await operatorCall<{ list: { id: string }[] }>(
    page,
    "GET",
    `${inBrand(ticketQueueCall.path)}?account=demo01`,
  );
  // The demo data holds sent messages and one scheduled for next week.
  const campaigns = await operatorCall<{ list: { id: string }[] }>(
    page,
    "GET",
    inBrand(messageCampaignsCall.path),
  );
  // The house catalogue seeds the brand's live tables (baccarat first).
  const liveTables = await operatorCall<{ list: { code: string }[] }>(
    page,
    "GET",
    inBrand(adminLiveTablesCall.path),
  );
  return {
    brandId,
    tableCode: liveTables.list[0]?.code ?? "live-baccarat-1",
    campaignId: campaigns.list[0]?.id ?? "",
    ticketId: tickets.list[0]?.id ?? "",
    promotionId: promotions.list[0]?.id ?? "",
    drawId: draws.list[0]?.id ?? "",
    contractId: contracts.list[0]?.id ?? "",
    announcementId: announcements[0]?.id ?? "",
    articleId: help.flatMap((category) => category.articles)[0]?.id ?? "",
    memberId: members.list[0]?.id ?? "",
    // The demo data holds both legal pages.
    legalKind: "userAgreement",
  };
}
