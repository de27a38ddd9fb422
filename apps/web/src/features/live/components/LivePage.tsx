import { useTranslation } from "react-i18next";
import { HousePlay } from "../../house-play/components/HousePlay";
import { openLiveSession } from "../api/live-api";
import { LiveTable } from "./LiveTable";
import "@lotus/ui/styles/badge.css";
import "@lotus/ui/styles/data.css";
import "../../../styles/data-views.css";
import "./live-pieces.css";
import "./live-facts.css";
import "./live-felt.css";
import "./live-board.css";
import "./live-tray.css";
import "./live.css";

/**
 * /play/:gameId for a house live table (baccarat, dragon tiger, sic bo, xóc đĩa) — the page the
 * site opens in its game frame or popup. The shared house page opens the table's session from the
 * launch token.
 */
export function LivePage() {
  const { t } = useTranslation("live");
  return (
    <HousePlay openSession={openLiveSession} title={t("title")} className="live-page">
      {(session, { launch, onExpired }) => (
        <LiveTable session={session} merchant={launch.merchant} onExpired={onExpired} />
      )}
    </HousePlay>
  );
}
