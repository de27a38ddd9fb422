import { dayKey, formatDateTime } from "@lotus/ui/format/format";
import { Checkbox } from "@lotus/ui/primitives/Choice";
import { Modal } from "@lotus/ui/primitives/Modal";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { RichText } from "../../../components/ui/RichText";
import { useModals } from "../../../lib/modal-store";
import { useWhitelabel } from "../../../lib/queries";
import type { Notice } from "../api/notices-api";
import { hideToday } from "../hooks/popup-hidden";
import "./notices.css";

/** The popup group's notices, with "don't show again today" (SPEC §9 today-hide). */
export function PopupNoticeModal({ notices }: { notices: readonly Notice[] }) {
  const { t } = useTranslation(["notices", "common"]);
  const { timeZone } = useWhitelabel();
  const close = useModals((state) => state.close);
  const [hide, setHide] = useState(false);

  const onClose = () => {
    if (hide) hideToday(dayKey(Date.now(), timeZone));
    close();
  };

  return (
    <Modal title={t("notices:popup.title")} onClose={onClose}>
      <div className="popup-notices">
        <ul className="popup-notices__list">
          {notices.map((notice) => (
            <li key={notice.id} className="popup-notices__item">
              <h3 className="popup-notices__title">{notice.title}</h3>
              <p className="popup-notices__time">{formatDateTime(notice.time, timeZone)}</p>
              <RichText html={notice.content} />
            </li>
          ))}
        </ul>
        <div className="popup-notices__footer">
          <Checkbox
            label={t("notices:popup.hideToday")}
            checked={hide}
            onChange={(event) => setHide(event.target.checked)}
          />
          <button type="button" className="btn btn--primary" onClick={onClose}>
            {t("common:actions.close")}
          </button>
        </div>
      </div>
    </Modal>
  );
}
