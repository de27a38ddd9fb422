import { type ComponentType, lazy } from "react";
import { ConnectivityError } from "../components/ui/ConnectivityError";
import { isChunkLoadError, loadChunk } from "../lib/chunk";
import { loadNamespaces, type Namespace } from "../lib/i18n";

/**
 * A lazily loaded component whose chunk and translation namespaces arrive together, failing as a
 * ChunkLoadError after the SPEC §9 chunk timeout (shown by the modal boundary).
 */
export function lazyComponent<P extends object>(
  load: () => Promise<ComponentType<P>>,
  namespaces: readonly Namespace[] = [],
): ComponentType<P> {
  return lazy(() =>
    loadChunk(async () => {
      const [component] = await Promise.all([load(), loadNamespaces(namespaces)]);
      return { default: component };
    }),
  );
}

function ChunkFailure({ reason }: { reason: "timeout" | "error" }) {
  return (
    <main className="page" id="main">
      {/* A reload fetches the current chunk names, which a new deployment may have changed. */}
      <ConnectivityError reason={reason} onRetry={() => window.location.reload()} />
    </main>
  );
}

const ChunkTimeoutPage = () => <ChunkFailure reason="timeout" />;
const ChunkErrorPage = () => <ChunkFailure reason="error" />;

/** How long a route waits, at most, for its first data before it renders with placeholders. */
export const ROUTE_DATA_WAIT_MS = 3000;

/** Resolves when the work settles or the wait is over, whichever comes first; never rejects. */
export function settleWithin(work: Promise<unknown>, ms: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    work.then(done, done);
  });
}

/**
 * A React Router `lazy` route module: the route component plus its namespaces, same timeout, and
 * the route's first queries started alongside (awaited up to ROUTE_DATA_WAIT_MS), so the page
 * renders once with its data. It never rejects: React Router renders nothing below a route whose
 * lazy() failed, so a failed chunk resolves to the SPEC §8 connectivity page instead.
 */
export function lazyRoute(
  load: () => Promise<{ Component: ComponentType }>,
  namespaces: readonly Namespace[] = [],
  prefetch?: () => Promise<unknown>,
) {
  return async (): Promise<{ Component: ComponentType }> => {
    const data = prefetch ? settleWithin(prefetch(), ROUTE_DATA_WAIT_MS) : undefined;
    try {
      return await loadChunk(async () => {
        const [module] = await Promise.all([load(), loadNamespaces(namespaces), data]);
        return { Component: module.Component };
      });
    } catch (error) {
      const timedOut = isChunkLoadError(error) && error.reason === "timeout";
      return { Component: timedOut ? ChunkTimeoutPage : ChunkErrorPage };
    }
  };
}
