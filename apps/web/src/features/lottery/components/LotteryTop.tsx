import { useTranslation } from "react-i18next";
import { SiteCloseButton } from "../../house-play/components/SiteCloseButton";

export type LotteryDialog = "howTo" | "fair" | null;

function HeaderButton({
  label,
  onClick,
  icon,
  expanded,
}: {
  label: string;
  onClick: () => void;
  icon: string;
  expanded?: boolean;
}) {
  return (
    <button
      type="button"
      className="lottery-top__btn"
      aria-haspopup={expanded === undefined ? undefined : "dialog"}
      aria-expanded={expanded}
      onClick={onClick}
    >
      <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
        <path
          d={icon}
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span>{label}</span>
    </button>
  );
}

const ICON_HELP =
  "M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM9.1 9a3 3 0 0 1 5.8 1c0 2-3 2.6-3 4.5M12 17.5h.01";
const ICON_FAIR = "M12 22s8-4 8-10V5l-8-3-8 3v7c0 6 8 10 8 10zM9 12l2 2 4-4";

/**
 * The lottery page's header: the game's name and schedule, the balance, how to play, the fair check
 * (fast lotteries only: the daily draws' results are entered, not drawn from a seed) and, inside the
 * site's frame, the close button.
 */
export function LotteryTop({
  name,
  schedule,
  balance,
  dialog,
  onDialog,
  fair,
}: {
  name: string;
  schedule: string;
  balance: string;
  dialog: LotteryDialog;
  onDialog: (dialog: LotteryDialog) => void;
  fair: boolean;
}) {
  const { t } = useTranslation("lottery");
  return (
    <header className="lottery-top">
      <div className="lottery-top__title">
        <h1 className="lottery-top__name">{name}</h1>
        {schedule && <span className="lottery-top__every">{schedule}</span>}
      </div>
      <p className="lottery-top__balance">
        <span>{t("balance")}</span>
        <strong data-testid="lottery-balance">{balance}</strong>
      </p>
      <div className="lottery-top__actions">
        <HeaderButton
          label={t("actions.howTo")}
          icon={ICON_HELP}
          expanded={dialog === "howTo"}
          onClick={() => onDialog("howTo")}
        />
        {fair && (
          <HeaderButton
            label={t("actions.fair")}
            icon={ICON_FAIR}
            expanded={dialog === "fair"}
            onClick={() => onDialog("fair")}
          />
        )}
        <SiteCloseButton className="lottery-top__btn lottery-top__btn--icon" label={t("close")} />
      </div>
    </header>
  );
}
