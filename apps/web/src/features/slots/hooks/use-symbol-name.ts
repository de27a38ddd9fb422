import { useCallback } from "react";
import { useTranslation } from "react-i18next";
import { isKnownSymbol } from "../model/symbols";

/** A symbol's name in the page language; an unknown id is read out as "symbol <id>". */
export function useSymbolName(slotId: string) {
  const { t } = useTranslation("slots");
  return useCallback(
    (id: string) => {
      if (id === "") return t("symbols.empty");
      if (!isKnownSymbol(slotId, id)) return t("symbols.unknown", { id });
      return t(`symbols.${slotId}.${id}` as "symbols.lotus-fortune.wild", { defaultValue: id });
    },
    [slotId, t],
  );
}
