import { formatDateTime } from "@lotus/ui/format/format";
import { Modal } from "@lotus/ui/primitives/Modal";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { RichText } from "../../../components/ui/RichText";
import { useModals } from "../../../lib/modal-store";
import { useMemberInfo, useWhitelabel } from "../../../lib/queries";
import { POPUP_PAGE_SIZE } from "../api/notices-api";
import { markShownThisVisit } from "../hooks/popup-hidden";
import { useNotices } from "../hooks/use-notices";
import "./notices.css";

/** After login (SPEC §2 post-login modal): a welcome with the popup notices. */
export function PostLoginModal({ firstLogin = false }: { firstLogin?: boolean }) {
  const { t } = useTranslation(["notices", "common"]);
  const { timeZone, name } = useWhitelabel();
  const close = useModals((state) => state.close);
  const member = useMemberInfo();
  const notices = useNotices("popup", 1, POPUP_PAGE_SIZE);
  const list = notices.data?.list ?? [];
  const nickname = member.data?.nickname || member.data?.account || "";

  // The popup notices were just shown here; the home page does not repeat them this visit.
  useEffect(() => markShownThisVisit(), []);

  return (
    <Modal
      title={
        firstLogin
          ? nickname
            ? t("notices:welcome.firstTitleNamed", { name: nickname })
            : t("notices:welcome.firstTitle")
          : nickname
            ? t("notices:welcome.titleNamed", { name: nickname })
            : t("notices:welcome.title")
      }
      onClose={close}
    >
      <div className="popup-notices">
        <p className="popup-notices__intro">
          {t(firstLogin ? "notices:welcome.firstText" : "notices:welcome.text", { brand: name })}
        </p>
        {list.length > 0 && (
          <ul className="popup-notices__list">
            {list.map((notice) => (
              <li key={notice.id} className="popup-notices__item">
                <h3 className="popup-notices__title">{notice.title}</h3>
                <p className="popup-notices__time">{formatDateTime(notice.time, timeZone)}</p>
                <RichText html={notice.content} />
              </li>
            ))}
          </ul>
        )}
        <div className="popup-notices__footer popup-notices__footer--end">
          <button type="button" className="btn btn--primary" onClick={close} data-autofocus>
            {t("notices:welcome.start")}
          </button>
        </div>
      </div>
    </Modal>
  );
}
