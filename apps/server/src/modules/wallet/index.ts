export type { Leg, Posting } from "./ledger";
export { type ReconcileReport, reconcile } from "./ledger.repository";
export { createLedger, type Ledger, type PostResult } from "./ledger.service";
