import type { GameType } from "@lotus/contracts";
import { formatAmount } from "@lotus/ui/format/format";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";
import { fromLng } from "../../../lib/language";
import { useWhitelabel } from "../../../lib/queries";
import { type Room, roomListQuery } from "../api/games-api";
import type { GameActions } from "./GameTiles";

/** Categories whose vendors have rooms and tables with bet limits. */
export const ROOM_CATEGORIES: readonly GameType[] = ["LIVE", "PVP", "FISH"];

/** A vendor's rooms and tables with their bet limits (members only), each opening its game. */
export function RoomList({ vassalage, actions }: { vassalage: string; actions: GameActions }) {
  const { t, i18n } = useTranslation("games");
  const { currency } = useWhitelabel();
  const rooms = useQuery({
    ...roomListQuery({ vassalage }, fromLng(i18n.language)),
    enabled: actions.favorites.enabled,
  });
  const list = (rooms.data ?? []).filter((room) => room.status !== "off");
  if (list.length === 0) return null;

  const limits = (room: Room) => {
    if (room.minBet === null && room.maxBet === null) return t("rooms.noLimits");
    if (room.maxBet === null)
      return t("rooms.from", { min: formatAmount(room.minBet ?? 0, currency.symbol) });
    return t("rooms.limits", {
      min: formatAmount(room.minBet ?? 0, currency.symbol),
      max: formatAmount(room.maxBet, currency.symbol),
    });
  };

  return (
    <section className="rooms" aria-labelledby={`rooms-${vassalage}`}>
      <h3 id={`rooms-${vassalage}`} className="rooms__title">
        {t("rooms.title")}
      </h3>
      <ul className="rooms__list">
        {list.map((room) => {
          const maintenance = room.status === "maintenance";
          return (
            <li key={room.roomId}>
              <button
                type="button"
                className="room"
                aria-busy={actions.launching === room.gameId || undefined}
                onClick={() =>
                  actions.launch({
                    gameId: room.gameId,
                    nodeId: room.nodeId,
                    vassalage: room.vassalage,
                    gameType: room.gameType,
                    displayName: room.name,
                    status: room.status,
                  })
                }
              >
                <span className="room__name">{room.name}</span>
                <span className="room__limits">{limits(room)}</span>
                {maintenance ? (
                  <span className="game-badge game-badge--maintenance">{t("tile.maintenance")}</span>
                ) : (
                  <span className="room__play">
                    <Icon name="play" size={14} />
                    {t("rooms.play")}
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
