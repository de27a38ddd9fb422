import { beforeAll, describe, expect, it } from "vitest";
import { expectReconciled, multipart, PNG } from "../payments/support";
import { fileTestApp } from "../support/app";
import { asOperator, createOperator } from "../support/operators";
import { brandPath, grantsOf, player, promotionBody, promotionOperator, site, stateOf } from "./support";

/** Activity applications (SPEC §5) reviewed in the back office, the editor's checks, the site's lists and banners. */
const t = fileTestApp({ beforeClose: expectReconciled });
let ops: Awaited<ReturnType<typeof promotionOperator>>;
const vnd = (units: number) => BigInt(units) * 100n;
const APPLY = "/wps/relay/MCS2_applyPromotion";
const APPLICATION_BONUS = {
  type: "event_bonus",
  event: "application",
  amount: 50_000,
  turnover: { multiple: 3 },
};

beforeAll(async () => {
  ops = await promotionOperator(t, "promoapps");
});

async function upload(
  token: string,
  bytes: Buffer = PNG,
): Promise<{ status: number; id?: string; url?: string }> {
  const { payload, headers } = multipart("file", bytes);
  const response = await t.call({
    method: "POST",
    url: "/wps/relay/MCS2_uploadPromotionImage",
    token,
    payload,
    headers,
  });
  return { status: response.statusCode, ...(response.json().value ?? {}) };
}

type Application = { id: string; account: string; status: string; images: string[]; reason: string | null };

describe("activity applications", () => {
  it("checks remark and images, then an operator approves: the member joins and the bonus is given by that operator", async () => {
    const promo = await ops.publish(APPLICATION_BONUS, { joinMode: "apply" });
    const member = await player(t, "applicant1");
    const stranger = await player(t, "applicant2");
    expect(await stateOf(t, member.token, promo.id)).toMatchObject({ label: "join", action: "apply" });
    expect((await upload(member.token, Buffer.from("GIF89a not an image"))).status).toBe(422);
    const images = [await upload(member.token), await upload(member.token)];
    const theirs = await upload(stranger.token);
    const tooLong = await site(t, member.token, "POST", APPLY, {
      id: promo.id,
      remark: "x".repeat(141),
      imageIds: [],
    });
    expect(tooLong).toMatchObject({ status: 400, code: "validation.failed" });
    const tooMany = await site(t, member.token, "POST", APPLY, {
      id: promo.id,
      remark: "four",
      imageIds: [images[0]?.id, images[1]?.id, theirs.id, "00000000-0000-4000-8000-000000000000"],
    });
    expect(tooMany.status).toBe(400);
    const notMine = await site(t, member.token, "POST", APPLY, {
      id: promo.id,
      remark: "hi",
      imageIds: [theirs.id],
    });
    expect(notMine).toMatchObject({ status: 422, code: "promotion.images_invalid" });
    const applied = await site(t, member.token, "POST", APPLY, {
      id: promo.id,
      remark: "Shared the event on Facebook",
      imageIds: images.map((image) => image.id),
    });
    expect(applied.status).toBe(200);
    expect((applied.value as { label: string }).label).toBe("applying");
    const twice = await site(t, member.token, "POST", APPLY, { id: promo.id, remark: "again", imageIds: [] });
    expect(twice).toMatchObject({ status: 409, code: "promotion.already_applied" });

    const queue = await ops.call("GET", `${brandPath(t, "/applications")}?promotionId=${promo.id}`);
    const list = (queue.body.value as { list: Application[] }).list;
    expect(list).toHaveLength(1);
    const application = list[0] as Application;
    expect(application).toMatchObject({ account: "applicant1", status: "applying" });
    expect(application.images).toHaveLength(2);
    const image = await t.app.inject({ method: "GET", url: application.images[0] ?? "" });
    expect(image.statusCode).toBe(200);
    expect(image.headers["content-type"]).toBe("image/png");
    const unsigned = await t.app.inject({
      method: "GET",
      url: (application.images[0] ?? "").split("?")[0] ?? "",
    });
    expect(unsigned.statusCode).toBe(404);

    const approved = await ops.call("POST", brandPath(t, `/applications/${application.id}/approve`), {});
    expect(approved.status).toBe(200);
    expect((approved.body.value as Application).status).toBe("joined");
    const grants = await grantsOf(t, member.id, promo.id);
    expect(grants).toMatchObject([{ cash: vnd(50_000), turnoverRequired: vnd(150_000), status: "paid" }]);
    expect(grants[0]?.createdBy).toBe(ops.operator.id);
    expect((await stateOf(t, member.token, promo.id)).label).toBe("issued");
    // Approving again retries the grant by its key: nothing more is paid.
    expect((await ops.call("POST", brandPath(t, `/applications/${application.id}/approve`), {})).status).toBe(
      200,
    );
    expect(await grantsOf(t, member.id, promo.id)).toHaveLength(1);
    const reject = await ops.call("POST", brandPath(t, `/applications/${application.id}/reject`), {
      reason: "late",
    });
    expect(reject).toMatchObject({ status: 409, body: { code: "promotion.not_reviewable" } });
  });

  it("a rejection carries its reason to the member and pays nothing", async () => {
    const promo = await ops.publish(APPLICATION_BONUS, { joinMode: "apply" });
    const member = await player(t, "applicant3");
    expect((await site(t, member.token, "POST", APPLY, { id: promo.id, remark: "please" })).status).toBe(200);
    const queue = await ops.call("GET", `${brandPath(t, "/applications")}?promotionId=${promo.id}`);
    const application = (queue.body.value as { list: Application[] }).list[0] as Application;
    const empty = await ops.call("POST", brandPath(t, `/applications/${application.id}/reject`), {
      reason: " ",
    });
    expect(empty.status).toBe(400);
    const rejected = await ops.call("POST", brandPath(t, `/applications/${application.id}/reject`), {
      reason: "The screenshot does not show the share",
    });
    expect(rejected.status).toBe(200);
    expect(await stateOf(t, member.token, promo.id)).toMatchObject({
      label: "rejected",
      reason: "The screenshot does not show the share",
    });
    expect(await grantsOf(t, member.id, promo.id)).toHaveLength(0);
  });
});

describe("the editor", () => {
  it("refuses bad input with 4xx: dates, config, join mode, type changes", async () => {
    const base = promotionBody(t, APPLICATION_BONUS, { joinMode: "apply" });
    const cases: [unknown, number][] = [
      [{ ...base, endsAt: base.startsAt - 1 }, 422],
      [{ ...base, config: { type: "jackpot" } }, 400],
      [{ ...base, config: { ...APPLICATION_BONUS, amount: -5 } }, 400],
      [
        {
          ...base,
          config: { type: "first_deposit", percent: 0, cap: 1, minDeposit: 0, turnover: { multiple: 1 } },
        },
        400,
      ],
      [{ ...base, joinMode: "auto" }, 400],
      [{ ...base, title: {} }, 400],
      [{ ...base, matchOn: ["email"] }, 400],
      [{ ...base, config: { type: "raffle", raffleEventId: "r1" }, joinMode: "claim" }, 400],
    ];
    for (const [body, status] of cases) {
      const answer = await ops.call("POST", brandPath(t), body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    }
    const created = await ops.call("POST", brandPath(t), base);
    const id = (created.body.value as { id: string }).id;
    const typeChange = await ops.call(
      "PUT",
      brandPath(t, `/${id}`),
      promotionBody(t, { type: "checkin", daily: { points: 1 } }),
    );
    expect(typeChange).toMatchObject({ status: 422, body: { code: "promotion.type_fixed" } });
    expect((await ops.call("GET", brandPath(t, "/not-a-uuid"))).status).toBe(400);
  });

  it("sanitises the rich text, and a draft stays off the site until published", async () => {
    const created = await ops.call(
      "POST",
      brandPath(t),
      promotionBody(t, APPLICATION_BONUS, { joinMode: "apply" }),
    );
    const view = created.body.value as { id: string; body: Record<string, string>; status: string };
    expect(view.status).toBe("draft");
    expect(view.body.EN).toBe("<p>Rules</p>");
    const hidden = await site(t, undefined, "GET", `/wps/relay/MCS2_getPromotionDetail?id=${view.id}`);
    expect(hidden).toMatchObject({ status: 404, code: "promotion.not_found" });
    await ops.call("POST", brandPath(t, `/${view.id}/status`), { status: "published" });
    const shown = await site(t, undefined, "GET", `/wps/relay/MCS2_getPromotionDetail?id=${view.id}`);
    expect(shown.status).toBe(200);
    expect(shown.value).toMatchObject({ body: "<p>Rules</p>", event: "application", live: true });
  });

  it("needs promotions.view to read and promotions.manage to write", async () => {
    const support = await createOperator(t, { username: "promosupport", role: "support" });
    const content = await createOperator(t, { username: "promocontent", role: "content" });
    expect((await asOperator(t, support.token)({ method: "GET", url: brandPath(t) })).statusCode).toBe(403);
    expect((await asOperator(t, content.token)({ method: "GET", url: brandPath(t) })).statusCode).toBe(200);
  });
});

describe("the site", () => {
  it("the demo brand has its live promotions in EN and VI, each with a valid configuration", async () => {
    const en = await site(t, undefined, "GET", "/wps/relay/MCS2_getPromotionList");
    const vi = (
      await t.call({ method: "GET", url: "/wps/relay/MCS2_getPromotionList", headers: { language: "VI" } })
    ).json().value as { list: { title: string }[] };
    const titles = (en.value as { list: { title: string; type: string; live: boolean }[] }).list;
    expect(titles.map((card) => card.title)).toEqual(
      expect.arrayContaining([
        "First deposit bonus 100%",
        "Daily check-in",
        "Birthday gift",
        "Link your Zalo",
      ]),
    );
    expect(vi.list.map((card) => card.title)).toEqual(
      expect.arrayContaining(["Thưởng nạp đầu 100%", "Liên kết Zalo"]),
    );
    const costs = await ops.call("GET", brandPath(t, "/costs"));
    expect(costs.status).toBe(200);
    const admin = await ops.call("GET", `${brandPath(t)}?status=published&pageSize=50`);
    expect((admin.body.value as { total: number }).total).toBeGreaterThanOrEqual(5);
  });

  it("lists live promotions by category, shows coming soon by link, and puts live banners beside the home banners", async () => {
    const live = await ops.publish(
      { type: "checkin", daily: { points: 10 } },
      { bannerUrl: "https://cdn.lotus.example/checkin.png" },
    );
    const coming = await ops.publish(
      { type: "checkin", daily: { points: 10 } },
      { startsAt: t.clock.now() + 86_400_000 },
    );
    const raffle = await ops.publish({ type: "raffle", raffleEventId: "lunar-rain" });
    const list = await site(t, undefined, "GET", "/wps/relay/MCS2_getPromotionList?category=checkin");
    const cards = (list.value as { list: { id: string; live: boolean; category: string }[] }).list;
    expect(cards.every((card) => card.category === "checkin")).toBe(true);
    expect(cards.find((card) => card.id === live.id)?.live).toBe(true);
    expect(cards.some((card) => card.id === coming.id)).toBe(false);
    const early = await site(t, undefined, "GET", `/wps/relay/MCS2_getPromotionDetail?id=${coming.id}`);
    expect(early.value).toMatchObject({ live: false });
    const member = await player(t, "sitevisitor");
    expect((await stateOf(t, member.token, coming.id)).label).toBe("coming_soon");
    expect(await stateOf(t, member.token, raffle.id)).toMatchObject({ label: "join", action: "raffle" });
    const all = await site(t, undefined, "GET", "/wps/relay/MCS2_getPromotionList");
    expect((all.value as { list: { id: string; raffleEventId: string | null }[] }).list).toContainEqual(
      expect.objectContaining({ id: raffle.id, raffleEventId: "lunar-rain" }),
    );
    const notices = await site(
      t,
      undefined,
      "GET",
      "/wps/relay/MCSFE_getListAnnouncements?groups=banners,player&pageSize=100",
    );
    const banners = (
      notices.value as { list: { group: string; linkUrl: string | null; imageUrl: string | null }[] }
    ).list;
    expect(banners).toContainEqual(
      expect.objectContaining({
        group: "banners",
        linkUrl: `/promoDetail?id=${live.id}`,
        imageUrl: "https://cdn.lotus.example/checkin.png",
      }),
    );
    expect(banners.some((notice) => notice.linkUrl === `/promoDetail?id=${coming.id}`)).toBe(false);
    // The cost report lists every published promotion.
    const costs = await ops.call("GET", brandPath(t, "/costs"));
    expect((costs.body.value as { id: string }[]).map((row) => row.id)).toEqual(
      expect.arrayContaining([live.id, raffle.id]),
    );
  });

  it("a banner upload is served publicly; a visitor's state call needs a session", async () => {
    const { payload, headers } = multipart("file", PNG);
    const response = await asOperator(
      t,
      await (async () => ops.operator.token)(),
    )({ method: "GET", url: brandPath(t) });
    expect(response.statusCode).toBe(200);
    const uploaded = await t.app.inject({
      method: "POST",
      url: brandPath(t, "/banner"),
      payload,
      headers: { ...headers, authorization: ops.operator.token },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const url = uploaded.json().value.url as string;
    expect((await t.app.inject({ method: "GET", url })).statusCode).toBe(200);
    const anonymous = await site(
      t,
      undefined,
      "GET",
      `/wps/relay/MCS2_getPromotionState?id=${"0".repeat(8)}-0000-4000-8000-000000000000`,
    );
    expect(anonymous.status).toBe(401);
  });
});
