import { solveBotCheck } from "@lotus/ui/api/bot-check";
import { useCallback, useState } from "react";
import { useWhitelabel } from "../../../lib/queries";
import { fetchBotChallenge } from "../api/account-api";

/** Runs the brand's bot check before login, SMS sending and registration; `verifying` while it solves. */
export function useBotCheck() {
  const { botCheck } = useWhitelabel();
  const [verifying, setVerifying] = useState(false);
  const run = useCallback(async (): Promise<string | undefined> => {
    if (!botCheck) return undefined;
    setVerifying(true);
    try {
      return await solveBotCheck(fetchBotChallenge);
    } finally {
      setVerifying(false);
    }
  }, [botCheck]);
  return { verifying, run };
}
