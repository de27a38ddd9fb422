import { dayKey } from "@lotus/ui/format/format";
import { useEffect } from "react";
import { useModals } from "../../../lib/modal-store";
import { useWhitelabel } from "../../../lib/queries";
import { isHiddenToday, markShownThisVisit, wasShownThisVisit } from "./popup-hidden";
import { useHomeNotices } from "./use-notices";

export const POPUP_PAGE_SIZE = 20;

/** On the home page: opens the popup notice once per visit, unless hidden today or another modal is open. */
export function usePopupNotice(): void {
  const { timeZone } = useWhitelabel();
  const notices = useHomeNotices("popup", POPUP_PAGE_SIZE);
  const modal = useModals((state) => state.modal);
  const open = useModals((state) => state.open);
  const count = notices.data?.list.length ?? 0;

  useEffect(() => {
    if (count === 0 || modal || wasShownThisVisit() || isHiddenToday(dayKey(Date.now(), timeZone))) return;
    markShownThisVisit();
    open("popupNotice");
  }, [count, modal, open, timeZone]);
}
