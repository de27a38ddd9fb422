import { Button } from "@lotus/ui/primitives/Button";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { loadContractsChunk } from "../load";
import type { DownlineRef } from "./OfferContractDialog";

// The offer form (and its limits call) loads with the first click, not with the list it sits in.
const OfferContractDialog = lazy(() =>
  loadContractsChunk(() => import("./OfferContractDialog").then((module) => module.OfferContractDialog)),
);

/**
 * "Change contract" on a row of the downline list (SPEC §2 downlineManagmentView): offers that
 * downline a contract, or a new version of one it holds, in the offer dialog.
 */
export function ChangeContractAction({ account }: { account: DownlineRef }) {
  const { t } = useTranslation("contracts");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        size="small"
        aria-label={t("downlines.offerTo", { account: account.account })}
        onClick={() => setOpen(true)}
      >
        {t("downlines.change")}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <OfferContractDialog downline={account} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
