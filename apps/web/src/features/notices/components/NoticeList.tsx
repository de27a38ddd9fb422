import { formatDateTime } from "@lotus/ui/format/format";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";
import { RichText } from "../../../components/ui/RichText";
import type { Notice } from "../api/notices-api";

/** Expandable notices: the title row toggles the sanitized content (SPEC §2 /noticePage). */
export function NoticeList({ notices, timeZone }: { notices: readonly Notice[]; timeZone: string }) {
  return (
    <ul className="notice-list">
      {notices.map((notice) => (
        <NoticeItem key={notice.id} notice={notice} timeZone={timeZone} />
      ))}
    </ul>
  );
}

function NoticeItem({ notice, timeZone }: { notice: Notice; timeZone: string }) {
  const { t } = useTranslation("notices");
  const [open, setOpen] = useState(false);
  const contentId = useId();
  return (
    <li className={`notice-item${open ? " notice-item--open" : ""}`}>
      <button
        type="button"
        className="notice-item__header"
        aria-expanded={open}
        aria-controls={contentId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="notice-item__badge">{t(`types.${notice.type}`)}</span>
        <span className="notice-item__title">{notice.title}</span>
        <time className="notice-item__time" dateTime={new Date(notice.time).toISOString()}>
          {formatDateTime(notice.time, timeZone)}
        </time>
        <Icon name="chevronDown" size={18} className="notice-item__chevron" />
      </button>
      <div id={contentId} className="notice-item__content" hidden={!open}>
        {open && <RichText html={notice.content} />}
      </div>
    </li>
  );
}
