import { ApiError } from "../../../lib/api-client";

/** Opens a house game session from a single-use launch token (and the brand's merchant code). */
export type OpenSession<S> = (launchToken: string, merchant?: string) => Promise<S>;

/**
 * Opens a game session once per launch token: a second render (React's strict mode, a remount)
 * gets the same answer instead of spending the single-use token twice. A lost answer (no envelope
 * came back) may be tried again; a refusal (an invalid or used token) stays the answer.
 */
export function createSessionOpener<S>(open: OpenSession<S>): OpenSession<S> {
  const openings = new Map<string, Promise<S>>();
  return (launchToken, merchant) => {
    let opening = openings.get(launchToken);
    if (!opening) {
      opening = open(launchToken, merchant).catch((error: unknown) => {
        if (error instanceof ApiError && !error.fromServer) openings.delete(launchToken);
        throw error;
      });
      openings.set(launchToken, opening);
    }
    return opening;
  };
}
