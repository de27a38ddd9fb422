import { ConfirmDialog } from "@lotus/ui/primitives/ConfirmDialog";
import { useToasts } from "@lotus/ui/primitives/toast-store";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../lib/error-text";
import {
  actOnContract,
  type Contract,
  cancelOffer,
  contractKeys,
  terminateDownlineContract,
} from "../api/contracts-api";

/**
 * What an agent may do to a contract (SPEC §4): sign, reject or give notice on its own; withdraw
 * an offer or give notice on a downline's.
 */
export type ContractCommand = "sign" | "reject" | "terminate" | "cancelOffer" | "terminateDownline";

function send(command: ContractCommand, contractId: string) {
  switch (command) {
    case "cancelOffer":
      return cancelOffer({ contractId });
    case "terminateDownline":
      return terminateDownlineContract({ contractId });
    default:
      return actOnContract({ contractId, action: command });
  }
}

const DANGER: readonly ContractCommand[] = ["reject", "terminate", "terminateDownline", "cancelOffer"];

/** Asks before the command, sends it, and refreshes every contract view (and the menu's flags). */
export function ContractActionDialog({
  command,
  contract,
  onClose,
}: {
  command: ContractCommand;
  contract: Contract;
  onClose: () => void;
}) {
  const { t } = useTranslation("contracts");
  const queryClient = useQueryClient();
  const showToast = useToasts((state) => state.show);
  const [busy, setBusy] = useState(false);
  const type = t(`types.${contract.type}`);
  const account = contract.agentAccount;

  const onConfirm = async () => {
    setBusy(true);
    try {
      await send(command, contract.id);
      showToast(t(`commands.${command}.done`, { type, account }));
      onClose();
      await queryClient.invalidateQueries({ queryKey: contractKeys.all });
    } catch (error) {
      showToast(errorText(error), "error");
      setBusy(false);
    }
  };

  return (
    <ConfirmDialog
      title={t(`commands.${command}.title`, { type })}
      confirmLabel={t(`commands.${command}.confirm`)}
      tone={DANGER.includes(command) ? "danger" : "primary"}
      onConfirm={() => void onConfirm()}
      onCancel={onClose}
      busy={busy}
    >
      {t(`commands.${command}.text`, { type, account })}
    </ConfirmDialog>
  );
}
