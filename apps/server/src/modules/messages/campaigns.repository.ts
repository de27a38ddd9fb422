import type { Executor } from "@lotus/db";
import * as schema from "@lotus/db/schema";
import { and, count, desc, eq, inArray, isNotNull, lte, type SQL, sql } from "drizzle-orm";

/** Operators' message campaigns and their delivery into members' inboxes. */

const t = { campaigns: schema.messageCampaigns, messages: schema.memberMessages, members: schema.members };

export type CampaignRow = typeof t.campaigns.$inferSelect;
export type NewCampaign = Omit<typeof t.campaigns.$inferInsert, "id">;
export type StoredAudience = schema.StoredAudience;

/** Trial accounts (SPEC §6 type 4) have no inbox. */
const TRIAL = 4;

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? []) as T[];
/** Ids bound as one uuid[] parameter (a large audience would pass the bind-parameter limit). */
const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(",")}}`}::uuid[]`;
const textArray = (values: readonly string[]) =>
  sql`${`{${values.map((value) => `"${value.replace(/["\\]/g, "\\$&")}"`).join(",")}}`}::text[]`;

export async function insertCampaign(db: Executor, values: NewCampaign): Promise<CampaignRow> {
  const [row] = await db.insert(t.campaigns).values(values).returning();
  if (!row) throw new Error("campaign not stored");
  return row;
}

export async function campaignById(
  db: Executor,
  brandId: string,
  id: string,
  lock = false,
): Promise<CampaignRow | undefined> {
  const query = db
    .select()
    .from(t.campaigns)
    .where(and(eq(t.campaigns.brandId, brandId), eq(t.campaigns.id, id)));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

export async function listCampaigns(
  db: Executor,
  brandId: string,
  query: { status?: string; page: number; pageSize: number },
): Promise<{ rows: CampaignRow[]; total: number }> {
  const where = and(
    eq(t.campaigns.brandId, brandId),
    query.status ? eq(t.campaigns.status, query.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(t.campaigns)
      .where(where)
      .orderBy(desc(t.campaigns.createdAt), desc(t.campaigns.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ value: count() }).from(t.campaigns).where(where),
  ]);
  return { rows, total: total?.value ?? 0 };
}

/** Read messages per campaign (the partial index of read rows). */
export async function readCounts(db: Executor, campaignIds: readonly string[]): Promise<Map<string, number>> {
  if (!campaignIds.length) return new Map();
  const rows = await db
    .select({ campaignId: t.messages.campaignId, n: count() })
    .from(t.messages)
    .where(and(inArray(t.messages.campaignId, [...campaignIds]), isNotNull(t.messages.readAt)))
    .groupBy(t.messages.campaignId);
  return new Map(rows.map((row) => [row.campaignId ?? "", Number(row.n)]));
}

/** scheduled → cancelled; undefined when it is no longer scheduled (sending began, or cancelled). */
export async function cancelCampaign(
  db: Executor,
  id: string,
  by: string,
  at: Date,
): Promise<CampaignRow | undefined> {
  const [row] = await db
    .update(t.campaigns)
    .set({ status: "cancelled", cancelledAt: at, cancelledBy: by })
    .where(and(eq(t.campaigns.id, id), eq(t.campaigns.status, "scheduled")))
    .returning();
  return row;
}

/** Campaigns due at `now` that are waiting or part-delivered, oldest first. */
export async function dueCampaigns(db: Executor, now: Date, limit: number): Promise<CampaignRow[]> {
  return db
    .select()
    .from(t.campaigns)
    .where(and(inArray(t.campaigns.status, ["scheduled", "sending"]), lte(t.campaigns.sendAt, now)))
    .orderBy(t.campaigns.sendAt)
    .limit(limit);
}

/** A member of the brand by account (the member and tree audiences), with its type. */
export async function memberByAccount(db: Executor, brandId: string, account: string) {
  const [row] = await db
    .select({ id: t.members.id, account: t.members.account, accountType: t.members.accountType })
    .from(t.members)
    .where(and(eq(t.members.brandId, brandId), eq(t.members.accountKey, account.trim().toLowerCase())));
  return row;
}

/**
 * Which members of the audience a batch may reach: the brand's members (no trial accounts)
 * registered before the send, narrowed by labels for a label audience; a list audience (one
 * member, VIP levels, an agent's tree) names its ids.
 */
function audienceFilter(campaign: CampaignRow, ids?: readonly string[]): SQL {
  const base = sql`m.brand_id = ${campaign.brandId}::uuid and m.account_type <> ${TRIAL}
    and m.report_seq <= ${String(campaign.cutoffSeq ?? 0n)}::bigint`;
  if (ids) return sql`${base} and m.id = any(${uuidArray(ids)})`;
  if (campaign.audience.kind === "labels")
    return sql`${base} and m.member_labels && ${textArray(campaign.audience.labels)}`;
  return base;
}

/**
 * sending starts: the registration cut-off (the members' sequence now) and the audience's size are
 * fixed; undefined when the campaign is no longer scheduled (cancelled, or another worker began).
 */
export async function startCampaign(
  tx: Executor,
  campaign: CampaignRow,
  at: Date,
  listIds?: readonly string[],
): Promise<CampaignRow | undefined> {
  const [cutoff] = rowsOf<{ seq: string }>(
    await tx.execute(sql`select coalesce(max(report_seq), 0)::text as seq from members`),
  );
  const started = { ...campaign, cutoffSeq: BigInt(cutoff?.seq ?? "0") };
  const [size] = rowsOf<{ n: number }>(
    await tx.execute(sql`select count(*)::int as n from members m where ${audienceFilter(started, listIds)}`),
  );
  const [row] = await tx
    .update(t.campaigns)
    .set({
      status: "sending",
      startedAt: at,
      cutoffSeq: started.cutoffSeq,
      audienceSize: Number(size?.n ?? 0),
    })
    .where(and(eq(t.campaigns.id, campaign.id), eq(t.campaigns.status, "scheduled")))
    .returning();
  return row;
}

export interface BatchOutcome {
  /** Audience members the batch covered (0: the audience is done). */
  scanned: number;
  /** Inbox rows it made (a member already holding the message is skipped). */
  inserted: number;
  /** The last member id covered: the next batch starts after it. */
  last: string | null;
  /** The members given the message, when the batch is small enough to signal them one by one. */
  memberIds: string[] | null;
}

/**
 * One delivery batch as one INSERT … SELECT: the next `size` audience members after the cursor
 * (by member id), each given the message once (unique per campaign and member). A list audience
 * passes the slice of ids the batch covers.
 */
export async function deliverBatch(
  tx: Executor,
  campaign: CampaignRow,
  size: number,
  signalLimit: number,
  slice?: readonly string[],
): Promise<BatchOutcome> {
  const after = slice || !campaign.cursor ? sql`` : sql`and m.id > ${campaign.cursor}::uuid`;
  const [row] = rowsOf<{ scanned: number; inserted: number; last: string | null; ids: string[] | null }>(
    await tx.execute(sql`with batch as (
        select m.id from members m where ${audienceFilter(campaign, slice)} ${after}
        order by m.id limit ${size}
      ), made as (
        insert into member_messages (brand_id, member_id, campaign_id, created_at)
        select ${campaign.brandId}::uuid, id, ${campaign.id}::uuid, ${campaign.sendAt.toISOString()}::timestamptz
        from batch
        on conflict do nothing
        returning member_id
      )
      select (select count(*) from batch)::int as scanned,
        (select count(*) from made)::int as inserted,
        (select id::text from batch order by id desc limit 1) as last,
        (select case when count(*) <= ${signalLimit} then array_agg(member_id::text) end from made) as ids`),
  );
  return {
    scanned: Number(row?.scanned ?? 0),
    inserted: Number(row?.inserted ?? 0),
    last: row?.last ?? null,
    memberIds: row?.ids ?? null,
  };
}

/** A batch committed: the cursor moves past it and its rows are counted. */
export async function advanceCampaign(
  tx: Executor,
  id: string,
  cursor: string,
  inserted: number,
): Promise<void> {
  await tx
    .update(t.campaigns)
    .set({ cursor, recipients: sql`${t.campaigns.recipients} + ${inserted}` })
    .where(eq(t.campaigns.id, id));
}

/** The audience is exhausted: sent, with the exact number of inbox rows it made. */
export async function finishCampaign(tx: Executor, id: string, at: Date): Promise<CampaignRow | undefined> {
  const [row] = await tx
    .update(t.campaigns)
    .set({
      status: "sent",
      sentAt: at,
      recipients: sql`(select count(*)::int from member_messages where campaign_id = ${id}::uuid)`,
    })
    .where(and(eq(t.campaigns.id, id), eq(t.campaigns.status, "sending")))
    .returning();
  return row;
}
