import { Spinner } from "@lotus/ui/data/states";
import { Modal } from "@lotus/ui/primitives/Modal";
import { useQuery } from "@tanstack/react-query";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { MAINTENANCE_SUGGESTIONS } from "../../../lib/constants";
import { gameFrameSandbox } from "../../../lib/game-sandbox";
import { fromLng } from "../../../lib/language";
import { useModals } from "../../../lib/modal-store";
import { useWhitelabel } from "../../../lib/queries";
import { categoryPath, hotGamesQuery } from "../../../lib/vendor-lanes";
import { useGameFrameMessages } from "../hooks/use-game-frame-messages";
import { maintenanceSuggestions } from "../model/catalogue";
import { GAME_FRAME_ALLOW, OpenModeSwitch } from "./GamePage";
import { GameGrid, useGameActions } from "./GameTiles";
import { VendorGames } from "./VendorGames";
import "./games.css";

/** The game pop-up over the current page (SPEC §2 "game popup iframe"); closing it ends the game. */
export function GamePopupModal() {
  const { t } = useTranslation("games");
  const { modal, close } = useModals();
  const frameRef = useRef<HTMLIFrameElement>(null);
  useGameFrameMessages(frameRef);
  // Set only by the launch hook, from the launch call's answer.
  const frame = modal?.frame;
  if (!frame) return null;
  return (
    <Modal title={frame.title} size="wide" className="game-popup" onClose={close}>
      <div className="game-popup__body">
        <iframe
          ref={frameRef}
          className="game-frame"
          data-testid="game-frame"
          src={frame.url}
          title={t("frame.title", { game: frame.title })}
          allow={GAME_FRAME_ALLOW}
          allowFullScreen
          sandbox={gameFrameSandbox(frame.url, window.location.origin)}
          referrerPolicy="origin"
        />
        <div className="game-popup__footer">
          <OpenModeSwitch />
        </div>
      </div>
    </Modal>
  );
}

/** SPEC §8 "Game Under Maintenance" with other games of the category to try (hot games). */
export function GameMaintenanceDialog() {
  const { t, i18n } = useTranslation(["games", "common"]);
  const { modal, close } = useModals();
  const { merchantCode } = useWhitelabel();
  const actions = useGameActions();
  const hot = useQuery(hotGamesQuery(fromLng(i18n.language), merchantCode));
  const game = modal?.game;
  if (!game) return null;
  const suggestions = maintenanceSuggestions(hot.data ?? [], game, MAINTENANCE_SUGGESTIONS);
  const category = t(`common:categories.${game.gameType}`);

  return (
    <Modal title={t("games:maintenance.title")} onClose={close}>
      <div className="maintenance-dialog">
        <p className="maintenance-dialog__text" role="alert">
          {t("games:maintenance.text", { game: game.displayName })}
        </p>
        {hot.isPending ? (
          <Spinner label={t("common:status.loading")} size={28} />
        ) : suggestions.length > 0 ? (
          <section aria-labelledby="maintenance-suggestions">
            <h3 id="maintenance-suggestions" className="maintenance-dialog__heading">
              {t("games:maintenance.suggestions", { category })}
            </h3>
            <GameGrid
              games={suggestions}
              actions={actions}
              label={t("games:maintenance.suggestions", { category })}
            />
          </section>
        ) : (
          <p className="maintenance-dialog__none">{t("games:maintenance.none")}</p>
        )}
        <div className="dialog__actions">
          <Link className="btn btn--ghost" to={categoryPath(game.gameType)} onClick={close}>
            {t("games:maintenance.browse", { category })}
          </Link>
          <button type="button" className="btn btn--primary" onClick={close} data-autofocus>
            {t("common:actions.ok")}
          </button>
        </div>
      </div>
    </Modal>
  );
}

/** The popup game list of a vendor (a tile whose isGame is VASSALAGE, SPEC §3). */
export function VendorGamesModal() {
  const { modal, close } = useModals();
  const actions = useGameActions();
  const vendor = modal?.vendor;
  if (!vendor) return null;
  return (
    <Modal title={vendor.title} size="wide" className="vendor-games-modal" onClose={close}>
      <div className="vendor-games-modal__body">
        <VendorGames vassalage={vendor.vassalage} vendorName={vendor.title} actions={actions} />
      </div>
    </Modal>
  );
}
