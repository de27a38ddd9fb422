import { dayKey } from "@lotus/ui/format/format";
import { useEffect } from "react";
import { afterPaint } from "../../../lib/after-paint";
import { useModals } from "../../../lib/modal-store";
import { useWhitelabel } from "../../../lib/queries";
import { POPUP_PAGE_SIZE } from "../api/notices-api";
import { isHiddenToday, markShownThisVisit, wasShownThisVisit } from "./popup-hidden";
import { useHomeNotices } from "./use-notices";

/**
 * On the home page: opens the popup notice once per visit, unless hidden today or another modal is
 * open. It opens after the page has painted, when the browser is idle, so the dialog's code never
 * holds back the home's banner (issue #10, LCP); a modal takes no room, so nothing shifts.
 */
export function usePopupNotice(): void {
  const { timeZone } = useWhitelabel();
  const notices = useHomeNotices("popup", POPUP_PAGE_SIZE);
  const modal = useModals((state) => state.modal);
  const open = useModals((state) => state.open);
  const list = notices.data?.list;

  useEffect(() => {
    if (!list?.length || modal || wasShownThisVisit() || isHiddenToday(dayKey(Date.now(), timeZone))) return;
    return afterPaint(() => {
      markShownThisVisit();
      open("popupNotice", { notices: list });
    });
  }, [list, modal, open, timeZone]);
}
