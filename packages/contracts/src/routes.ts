import type * as accounts from "./accounts";
import type { Route } from "./call-route";
import type * as catalogue from "./games-catalogue";
import type * as wins from "./games-wins";
import type * as messages from "./messages";
import { CALL_ROUTES } from "./route-table";
import type * as system from "./system";
import type * as wallet from "./wallet";

/** The contract calls whose routes CALL_ROUTES holds, by export name (types only: no zod is loaded). */
type RoutedCalls = typeof accounts &
  typeof catalogue &
  typeof wins &
  typeof messages &
  typeof system &
  typeof wallet;

/**
 * Each route of CALL_ROUTES typed by the call of the same name: `ROUTES.gameVendor` is a
 * `Route<typeof gameVendorCall>`, so the site sends it with the contract's input and answer types
 * and without its schemas (docs/adr/0009).
 */
export const ROUTES = CALL_ROUTES as {
  readonly [Name in keyof typeof CALL_ROUTES]: Route<RoutedCalls[`${Name}Call`]>;
};
