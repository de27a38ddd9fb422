import { useTranslation } from "react-i18next";
import { HousePlay } from "../../house-play/components/HousePlay";
import { openHouseSession } from "../api/house-api";
import { SymbolDefs } from "./art/SymbolDefs";
import { SlotMachine } from "./SlotMachine";
import "./slots.css";

/**
 * /play/:gameId for a house slot — the page the site opens in its game frame or popup (no site
 * chrome). The shared house page opens the game session from the launch token in the address.
 */
export function PlayPage() {
  const { t } = useTranslation("slots");
  return (
    <HousePlay
      openSession={openHouseSession}
      title={t("title")}
      className="slot-page"
      before={<SymbolDefs />}
    >
      {(session, { onExpired }) => <SlotMachine session={session} onExpired={onExpired} />}
    </HousePlay>
  );
}
