import * as schema from "@lotus/db/schema";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { PNG } from "../payments/support";
import { addOtherBrand, fileTestApp } from "../support/app";
import { CLOSE, operator, player, QUESTION, REPLY, TICKET, TICKETS, type Ticket } from "./support";

/** The member's side of support tickets: word limits, images, isolation, closing and reopening. */
const t = fileTestApp({
  ready: (app) => app.updateSettings({ support: { minWords: 4, maxWords: 8 } }),
});
const DAY_MS = 86_400_000;

async function ticketCount(memberId: string): Promise<number> {
  const [row] = await t.platform.db
    .select({ n: count() })
    .from(schema.supportTickets)
    .where(eq(schema.supportTickets.memberId, memberId));
  return Number(row?.n ?? 0);
}

describe("word limits (SPEC §5)", () => {
  it("refuses content below the minimum and above the maximum, accepts the exact bounds", async () => {
    const member = await player(t, "words1");
    const few = await member.file({ content: "three words only" });
    expect(few).toMatchObject({ status: 400, code: "validation.failed" });
    expect(few.fields?.content).toBe("Write at least 4 words");
    const many = await member.file({ content: "one two three four five six seven eight nine" });
    expect(many.status).toBe(400);
    expect(many.fields?.content).toBe("Write at most 8 words");
    expect(await ticketCount(member.id)).toBe(0);
    expect((await member.file({ content: "one two three four" })).status).toBe(200);
    expect((await member.file({ content: "one two three four five six seven eight" })).status).toBe(200);
    expect(await ticketCount(member.id)).toBe(2);
  });

  it("counts Vietnamese by syllable (in either Unicode form) and answers in the member's language", async () => {
    const member = await player(t, "words2", "VI");
    const eight = "Tôi đã nạp tiền nhưng chưa nhận được";
    expect((await member.file({ content: eight.normalize("NFD") })).status).toBe(200);
    const nine = await member.file({ content: `${eight} ạ` });
    expect(nine).toMatchObject({ status: 400, code: "validation.failed" });
    expect(nine.fields?.content).toBe("Vui lòng viết tối đa 8 từ");
    const few = await member.file({ content: "Rút tiền lỗi" });
    expect(few.fields?.content).toBe("Vui lòng viết ít nhất 4 từ");
  });

  it("counts each Chinese character as a word", async () => {
    const member = await player(t, "words3");
    expect((await member.file({ content: "存款没有到账" })).status).toBe(200);
    expect((await member.file({ content: "存款没" })).status).toBe(400);
    expect((await member.file({ content: "我的存款还没有到账户" })).status).toBe(400);
  });

  it("lets a reply be short but not longer than the maximum", async () => {
    const member = await player(t, "words4");
    const ticket = (await member.file()).value;
    expect((await member.call("POST", REPLY, { id: ticket.id, content: "Thanks!" })).status).toBe(200);
    const long = await member.call("POST", REPLY, { id: ticket.id, content: "a b c d e f g h i" });
    expect(long).toMatchObject({ status: 400, code: "validation.failed" });
    const empty = await member.call("POST", REPLY, { id: ticket.id, content: "?! …" });
    expect(empty.status).toBe(400);
  });

  it("refuses a question type outside the list and blank content", async () => {
    const member = await player(t, "words5");
    expect((await member.file({ questionType: "refund" })).status).toBe(400);
    expect((await member.file({ content: "   " })).status).toBe(400);
    expect(await ticketCount(member.id)).toBe(0);
  });
});

describe("images", () => {
  it("takes png and jpg by their bytes, at most 5 MB, and refuses anything else", async () => {
    const member = await player(t, "images1");
    const gif = await member.upload(Buffer.from("GIF89a not an image at all"), "fake.png", "image/png");
    expect(gif).toMatchObject({ status: 422, code: "upload.invalid_image" });
    const big = await member.upload(Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]));
    expect(big).toMatchObject({ status: 422, code: "upload.invalid_image" });
    const jpg = await member.upload(
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(32)]),
      "a.jpg",
      "image/jpeg",
    );
    expect(jpg.status).toBe(200);
    const served = await t.app.inject({ method: "GET", url: jpg.value.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/jpeg");
    const forged = await t.app.inject({ method: "GET", url: jpg.value.url.replace(/sig=[0-9a-f]/, "sig=x") });
    expect(forged.statusCode).toBe(404);
    const anonymous = await t.call({ method: "POST", url: "/wps/feedback/image" });
    expect(anonymous.statusCode).toBe(401);
  });

  it("attaches up to 3 of the member's own unused images, else stores nothing", async () => {
    const member = await player(t, "images2");
    const other = await player(t, "images3");
    const mine = [await member.upload(), await member.upload(), await member.upload(), await member.upload()];
    const ids = mine.map((image) => image.value.id);
    const theirs = (await other.upload()).value.id;
    expect((await member.file({ imageIds: ids })).status).toBe(400);
    expect(await member.file({ imageIds: [ids[0], theirs] })).toMatchObject({
      status: 422,
      code: "support.images_invalid",
    });
    expect(await ticketCount(member.id)).toBe(0);
    const filed = await member.file({ imageIds: ids.slice(0, 3) });
    expect(filed.status).toBe(200);
    expect(filed.value.messages[0]?.images.map((image) => image.id)).toEqual(ids.slice(0, 3));
    // An image belongs to one message: used again, it is refused.
    const again = await member.call("POST", REPLY, {
      id: filed.value.id,
      content: "again",
      imageIds: [ids[0]],
    });
    expect(again).toMatchObject({ status: 422, code: "support.images_invalid" });
    const reply = await member.call<Ticket>("POST", REPLY, {
      id: filed.value.id,
      content: "one more",
      imageIds: [ids[3]],
    });
    expect(reply.status).toBe(200);
    expect(reply.value.messages.at(-1)?.images).toHaveLength(1);
  });

  it("removes uploads no ticket used after a day", async () => {
    const member = await player(t, "images4");
    const unused = (await member.upload()).value.id;
    const used = (await member.upload()).value.id;
    await member.file({ imageIds: [used] });
    t.clock.advance(DAY_MS + 60_000);
    const run = await t.platform.jobs.runJob("support.images", t.clock.now());
    expect(run.ran).toBe(true);
    const left = await t.platform.db
      .select({ id: schema.supportImages.id })
      .from(schema.supportImages)
      .where(eq(schema.supportImages.memberId, member.id));
    expect(left.map((row) => row.id)).toEqual([used]);
    expect(left).not.toContainEqual({ id: unused });
  });
});

describe("isolation", () => {
  it("never shows or lets another member act on a ticket, by any id-taking call", async () => {
    const owner = await player(t, "owner1");
    const intruder = await player(t, "intruder1");
    const ticket = (await owner.file()).value;
    const notFound = { status: 404, code: "support.ticket_not_found" };
    expect(await intruder.call("GET", `${TICKET}?id=${ticket.id}`)).toMatchObject(notFound);
    expect(await intruder.call("POST", REPLY, { id: ticket.id, content: "let me in" })).toMatchObject(
      notFound,
    );
    expect(await intruder.call("POST", CLOSE, { id: ticket.id })).toMatchObject(notFound);
    expect((await intruder.call<{ total: number }>("GET", TICKETS)).value.total).toBe(0);
    const unchanged = await owner.call<Ticket>("GET", `${TICKET}?id=${ticket.id}`);
    expect(unchanged.value).toMatchObject({ status: "new", messages: [{ body: QUESTION }] });
    expect(await intruder.call("GET", `${TICKET}?id=not-a-uuid`)).toMatchObject({ status: 400 });
  });

  it("keeps a brand's tickets out of another brand's queue", async () => {
    const member = await player(t, "owner2");
    const ticket = (await member.file()).value;
    await addOtherBrand(t, "orchid", "orchid.local");
    const [other] = await t.platform.db
      .select({ id: schema.brands.id })
      .from(schema.brands)
      .where(eq(schema.brands.merchantCode, "orchid"));
    const owner = await operator(t, "isolation-owner", "owner", { allBrands: true });
    const path = `/backoffice/api/brands/${other?.id}/tickets/${ticket.id}`;
    expect(await owner.call("GET", path)).toMatchObject({ status: 404, code: "support.ticket_not_found" });
    expect(await owner.call("POST", `${path}/reply`, { content: "wrong brand" })).toMatchObject({
      status: 404,
    });
    const list = await owner.call<{ total: number }>("GET", `/backoffice/api/brands/${other?.id}/tickets`);
    expect(list.value.total).toBe(0);
  });
});

describe("closing, reopening and limits", () => {
  it("closes a ticket, reopens it by a reply within 7 days, refuses a reply later", async () => {
    const member = await player(t, "closer1");
    const ticket = (await member.file()).value;
    const closed = await member.call<Ticket>("POST", CLOSE, { id: ticket.id });
    expect(closed.value).toMatchObject({ status: "closed", canReply: true, canClose: false });
    expect((await member.call<Ticket>("POST", CLOSE, { id: ticket.id })).value.status).toBe("closed");
    const reopened = await member.call<Ticket>("POST", REPLY, { id: ticket.id, content: "Still not there" });
    expect(reopened.value.status).toBe("open");
    await member.call("POST", CLOSE, { id: ticket.id });
    t.clock.advance(7 * DAY_MS + 60_000);
    await member.renew();
    expect((await member.call<Ticket>("GET", `${TICKET}?id=${ticket.id}`)).value.canReply).toBe(false);
    const late = await member.call("POST", REPLY, { id: ticket.id, content: "Hello again" });
    expect(late).toMatchObject({ status: 409, code: "support.ticket_closed" });
  });

  it("limits how many tickets a member files in ten minutes", async () => {
    const member = await player(t, "spammer1");
    for (let index = 0; index < 5; index++) expect((await member.file()).status).toBe(200);
    const sixth = await member.file();
    expect(sixth).toMatchObject({ status: 429, code: "rate.limited" });
    expect(await ticketCount(member.id)).toBe(5);
    t.clock.advance(10 * 60_000 + 1_000);
    expect((await member.file()).status).toBe(200);
  });

  it("lists the member's tickets newest activity first, by status", async () => {
    const member = await player(t, "lister1");
    const first = (await member.file({ questionType: "game" })).value;
    t.clock.advance(1_000);
    const second = (await member.file({ questionType: "withdrawal" })).value;
    await member.call("POST", CLOSE, { id: first.id });
    const all = await member.call<{ list: Ticket[]; total: number }>("GET", TICKETS);
    expect(all.value.list.map((row) => row.id)).toEqual([first.id, second.id]);
    const closed = await member.call<{ list: Ticket[] }>("GET", `${TICKETS}?status=closed`);
    expect(closed.value.list.map((row) => row.id)).toEqual([first.id]);
  });
});
