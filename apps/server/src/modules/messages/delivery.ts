import type { Platform } from "../../platform/platform";
import * as repo from "./campaigns.repository";

export const DELIVERY_JOB = "messages.deliver";
const DELIVERY_PERIOD_MS = 60_000;
/** Members one INSERT … SELECT covers; each batch is its own short transaction. */
const BATCH_SIZE = 5_000;
/** A batch that reached at most this many members signals each; a larger one signals the brand once. */
const SIGNAL_EACH_LIMIT = 200;
/** A run stops starting batches after this long; the next period resumes from the cursor. */
const RUN_BUDGET_MS = 45_000;
const DUE_PER_RUN = 50;

/** What the delivery asks other modules (through app.ts) to expand an audience into members. */
export interface AudienceSources {
  /** The brand's VIP ladder (rank and name per level); empty without one. */
  vipLevels(brandId: string): Promise<Array<{ rank: number; name: Record<string, string> }>>;
  /** Members (not trial accounts) on these VIP ranks. */
  membersAtVipRanks(brandId: string, ranks: readonly number[]): Promise<string[]>;
  /** Every member below an agent in the tree. */
  downline(brandId: string, agentId: string): Promise<string[]>;
}

export interface DeliveryOptions {
  batchSize?: number;
  budgetMs?: number;
}

export interface DeliveryOutcome {
  batches: number;
  messages: number;
  finished: boolean;
}

/**
 * Delivers due campaigns into members' inboxes in batches (members ordered by id, the cursor saved
 * with each batch), so a crash resumes where it stopped and a second runner waits on the
 * campaign's row lock, then finds the cursor moved: no duplicate row, no missed member. The API is
 * never held: each batch is one statement in its own transaction.
 */
export function createDelivery(platform: Platform, sources: AudienceSources, options: DeliveryOptions = {}) {
  const { db } = platform;
  const batchSize = options.batchSize ?? BATCH_SIZE;
  const budgetMs = options.budgetMs ?? RUN_BUDGET_MS;
  const now = () => new Date(platform.clock.now());
  const inFlight = new Set<Promise<unknown>>();

  /** A list audience's members in id order; undefined for the audiences a query selects. */
  async function listOf(campaign: repo.CampaignRow): Promise<string[] | undefined> {
    const audience = campaign.audience;
    if (audience.kind === "member") return [audience.memberId];
    if (audience.kind === "vip")
      return sorted(await sources.membersAtVipRanks(campaign.brandId, audience.ranks));
    if (audience.kind === "tree")
      return sorted([audience.agentId, ...(await sources.downline(campaign.brandId, audience.agentId))]);
    return undefined;
  }

  function signal(campaign: repo.CampaignRow, memberIds: string[] | null): void {
    const at = platform.clock.now();
    const channels =
      campaign.audience.kind === "brand" || memberIds === null
        ? [`brand:${campaign.brandId}`]
        : memberIds.map((id) => `member:${id}`);
    for (const channel of channels)
      platform.realtime
        .publish(channel, { type: "messages", at })
        .catch((error: unknown) => platform.logger.warn({ err: error }, "inbox signal not published"));
  }

  /** Works one campaign until its audience is done or the deadline (a monotonic time) passes. */
  async function deliver(brandId: string, campaignId: string, deadline: number): Promise<DeliveryOutcome> {
    const outcome: DeliveryOutcome = { batches: 0, messages: 0, finished: false };
    const campaign = await repo.campaignById(db, brandId, campaignId);
    if (!campaign || (campaign.status !== "scheduled" && campaign.status !== "sending")) return outcome;
    const list = await listOf(campaign);
    if (campaign.status === "scheduled")
      await db.transaction((tx) => repo.startCampaign(tx, campaign, now(), list));
    for (;;) {
      const step = await db.transaction(async (tx) => {
        const locked = await repo.campaignById(tx, brandId, campaignId, true);
        if (locked?.status !== "sending") return { done: true as const, finished: false };
        const cursor = locked.cursor;
        const slice = list?.filter((id) => cursor === null || id > cursor).slice(0, batchSize);
        const batch =
          slice?.length === 0
            ? undefined
            : await repo.deliverBatch(tx, locked, batchSize, SIGNAL_EACH_LIMIT, slice);
        const last = slice ? slice[slice.length - 1] : batch?.last;
        if (!batch || !last || (!slice && batch.scanned === 0)) {
          await repo.finishCampaign(tx, campaignId, now());
          return { done: true as const, finished: true };
        }
        await repo.advanceCampaign(tx, campaignId, last, batch.inserted);
        return { done: false as const, batch, campaign: locked };
      });
      if (step.done) {
        outcome.finished = step.finished;
        return outcome;
      }
      outcome.batches += 1;
      outcome.messages += step.batch.inserted;
      if (step.batch.inserted > 0) signal(step.campaign, step.batch.memberIds);
      if (performance.now() > deadline) return outcome;
    }
  }

  return {
    deliver,

    /** The job: every due campaign, oldest first, within the run's budget. */
    async runDue(nowMs: number): Promise<string> {
      const deadline = performance.now() + budgetMs;
      let campaigns = 0;
      let messages = 0;
      for (const campaign of await repo.dueCampaigns(db, new Date(nowMs), DUE_PER_RUN)) {
        const done = await deliver(campaign.brandId, campaign.id, deadline);
        campaigns += 1;
        messages += done.messages;
        if (performance.now() > deadline) break;
      }
      return `${campaigns} campaigns, ${messages} messages`;
    },

    /**
     * A message sent "now" starts at once in this process rather than at the next job period; the
     * job finishes whatever this leaves (a crash, the budget).
     */
    kick(brandId: string, campaignId: string): void {
      const work = deliver(brandId, campaignId, performance.now() + budgetMs)
        .catch((error: unknown) =>
          platform.logger.error({ err: error, campaignId }, "message delivery failed"),
        )
        .finally(() => inFlight.delete(work));
      inFlight.add(work);
    },

    /** Resolves once the deliveries this process started have stopped (closing the app). */
    async idle(): Promise<void> {
      while (inFlight.size) await Promise.all([...inFlight]);
    },
  };
}

export type Delivery = ReturnType<typeof createDelivery>;

const sorted = (ids: readonly string[]) => [...new Set(ids)].sort();

export function registerDeliveryJob(platform: Platform, delivery: Delivery): void {
  platform.jobs.register({
    name: DELIVERY_JOB,
    periodMs: DELIVERY_PERIOD_MS,
    run: (now) => delivery.runDue(now),
  });
}
