import { randomUUID } from "node:crypto";
import type { Platform } from "../../platform/platform";
import * as repo from "./presence.repository";

/** How often a console's node refreshes its presence row, and how long a row counts without one. */
export const PRESENCE_HEARTBEAT_MS = 15_000;
export const PRESENCE_WINDOW_MS = 45_000;

/**
 * Which operators are online for a brand's chat: one row per connected console socket in the shared
 * database, refreshed by the node holding the socket. Every node reads the same rows, so presence
 * holds across nodes; a node that dies stops refreshing and its rows fall out of the window.
 */
export function createPresence(platform: Platform) {
  const { db } = platform;
  const now = () => new Date(platform.clock.now());
  const since = () => new Date(platform.clock.now() - PRESENCE_WINDOW_MS);

  return {
    /** A console connected: its row, kept fresh by `refresh` until `disconnect`. */
    async connect(brandId: string, operator: { id: string; name: string }): Promise<string> {
      const connectionId = randomUUID();
      await repo.refresh(db, {
        connectionId,
        brandId,
        operatorId: operator.id,
        operatorName: operator.name,
        seenAt: now(),
      });
      // Now and then, rows of nodes that died are dropped (they no longer count anyway).
      await repo.removeStale(db, new Date(platform.clock.now() - 10 * PRESENCE_WINDOW_MS));
      return connectionId;
    },
    async refresh(
      connectionId: string,
      brandId: string,
      operator: { id: string; name: string },
    ): Promise<void> {
      await repo.refresh(db, {
        connectionId,
        brandId,
        operatorId: operator.id,
        operatorName: operator.name,
        seenAt: now(),
      });
    },
    async disconnect(connectionId: string): Promise<void> {
      await repo.remove(db, connectionId);
    },
    online(brandId: string): Promise<{ id: string; name: string }[]> {
      return repo.online(db, brandId, since());
    },
    async isOnline(brandId: string, operatorId: string): Promise<boolean> {
      return (await repo.online(db, brandId, since())).some((operator) => operator.id === operatorId);
    },
  };
}

export type ChatPresence = ReturnType<typeof createPresence>;
