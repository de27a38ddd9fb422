import { useTranslation } from "react-i18next";
import { HousePlay } from "../../house-play/components/HousePlay";
import { openLotterySession } from "../api/lottery-api";
import { LotteryGame } from "./LotteryGame";
import "@lotus/ui/styles/badge.css";
import "@lotus/ui/styles/data.css";
import "../../../styles/data-views.css";
import "./lottery.css";

/**
 * /play/:gameId for a house lottery (the fast elott-1/3/5 and keno-1, the daily xsmb, xsmt and
 * xsmn) — the page the site opens in its game frame or popup. The shared house page opens the
 * lottery session from the launch token.
 */
export function LotteryPage() {
  const { t } = useTranslation("lottery");
  return (
    <HousePlay openSession={openLotterySession} title={t("title")} className="lottery-page">
      {(session, { launch, onExpired }) => (
        <LotteryGame session={session} merchant={launch.merchant} onExpired={onExpired} />
      )}
    </HousePlay>
  );
}
