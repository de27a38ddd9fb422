import type { GameType } from "@lotus/contracts";
import { useCallback } from "react";
import { useTranslation } from "react-i18next";

/**
 * A category's name in the betting records and profit and loss: the site names ELOTT and LOTT both
 * "Lottery" (they share a lobby), the records tell the fast lotteries from the Vietnamese draws.
 * The page loads the games texts.
 */
export function useRecordCategory(): (type: GameType) => string {
  const { t } = useTranslation(["games", "common"]);
  return useCallback(
    (type: GameType) =>
      type === "ELOTT" || type === "LOTT" ? t(`games:lotteryKinds.${type}`) : t(`common:categories.${type}`),
    [t],
  );
}
