import { expect } from "vitest";
import { periodDate } from "../../src/house-games/lottery/results-feed-format";
import type { TestApp } from "../support/app";
import { asOperator, relogin, type TestOperator } from "../support/operators";

/** The results-feed tests' helpers: the back-office calls, the draws of a region, the jobs at the test clock. */

export type Region = "north" | "central" | "south";
export const GAME_OF: Record<Region, string> = { north: "xsmb", central: "xsmt", south: "xsmn" };

export interface AdminDraw {
  id: string;
  period: string;
  status: string;
  closeAt: number;
  drawAt: number;
  station: { code: string; name: string } | null;
  result: { prizes: { prize: string; numbers: string[] }[] } | null;
  pendingResult: { prizes: { prize: string; numbers: string[] }[] } | null;
  resultEnteredBy: string | null;
  resultConfirmedBy: string | null;
}

export interface FeedView {
  region: Region;
  enabled: boolean;
  url: string | null;
  authHeader: string | null;
  secretSet: boolean;
  autoConfirm: boolean;
  status: {
    lastAttemptAt: number | null;
    lastSuccessAt: number | null;
    lastError: string | null;
    lastErrorDetail: string | null;
    failures: number;
    nextAttemptAt: number | null;
  };
  mismatches: { drawId: string; period: string; station: { code: string } }[];
}

export function feedHelpers(t: TestApp, owner: () => TestOperator) {
  const base = () => `/backoffice/api/brands/${t.brandId}/lottery`;
  const as = async (operator: TestOperator) => asOperator(t, await relogin(t, operator));
  const lastRuns = new Map<string, number>();

  /** Runs a job at the test clock, first moving the clock into a period the job has not run in. */
  async function runJob(name: "lottery.results-feed" | "lottery.draws", periodMs: number) {
    const last = lastRuns.get(name);
    if (last !== undefined && Math.floor(t.clock.now() / periodMs) <= Math.floor(last / periodMs))
      t.clock.advance(periodMs);
    const at = t.clock.now();
    lastRuns.set(name, at);
    const run = await t.platform.jobs.runJob(name, at);
    expect(run.ran).toBe(true);
    expect(run.error).toBeUndefined();
    return { at, outcome: run.outcome ?? "" };
  }

  return {
    base,
    as,
    runFeed: () => runJob("lottery.results-feed", 15_000),
    runDraws: () => runJob("lottery.draws", 5_000),

    advanceTo(at: number) {
      if (at > t.clock.now()) t.clock.advance(at - t.clock.now());
    },

    async setFeed(region: Region, body: Record<string, unknown>, operator = owner()) {
      return (await as(operator))({
        method: "PUT",
        url: `${base()}/feeds/${region}`,
        payload: {
          enabled: true,
          authHeader: null,
          autoConfirm: false,
          reason: "Results feed set up",
          ...body,
        },
      });
    },

    async feedOf(region: Region): Promise<FeedView> {
      const response = await (await as(owner()))({ method: "GET", url: `${base()}/feeds` });
      expect(response.statusCode, response.body).toBe(200);
      const found = (response.json().value.list as FeedView[]).find((feed) => feed.region === region);
      if (!found) throw new Error(`no feed view for ${region}`);
      return found;
    },

    async draw(id: string): Promise<AdminDraw> {
      const response = await (await as(owner()))({ method: "GET", url: `${base()}/draws/${id}` });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().value.draw;
    },

    /** The region's next draw day still to come (scheduled first): its draws, one per station. */
    async nextDraws(region: Region): Promise<AdminDraw[]> {
      await runJob("lottery.draws", 5_000);
      const response = await (await as(owner()))({
        method: "GET",
        url: `${base()}/draws?game=${GAME_OF[region]}&status=open&pageSize=200`,
      });
      expect(response.statusCode, response.body).toBe(200);
      const coming = (response.json().value.list as AdminDraw[])
        .filter((draw) => draw.drawAt > t.clock.now())
        .sort((a, b) => a.drawAt - b.drawAt);
      const first = coming[0];
      if (!first) throw new Error(`no coming ${region} draw`);
      return coming.filter((draw) => draw.drawAt === first.drawAt);
    },
  };
}

export const dateOf = (draw: AdminDraw) => periodDate(draw.period);
