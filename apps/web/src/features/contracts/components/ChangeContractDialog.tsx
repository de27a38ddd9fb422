import { lazy, Suspense } from "react";
import { loadContractsChunk } from "../load";
import type { DownlineRef } from "./OfferContractDialog";

// The offer form (and its limits call) loads when the action is chosen, not with the list it sits in.
const OfferContractDialog = lazy(() =>
  loadContractsChunk(() => import("./OfferContractDialog").then((module) => module.OfferContractDialog)),
);

/**
 * "Change contract" on a row of the downline list (SPEC §2 downlineManagmentView): offers that
 * downline a contract, or a new version of one it holds, in the offer dialog.
 */
export function ChangeContractDialog({ downline, onClose }: { downline: DownlineRef; onClose: () => void }) {
  return (
    <Suspense fallback={null}>
      <OfferContractDialog downline={downline} onClose={onClose} />
    </Suspense>
  );
}
