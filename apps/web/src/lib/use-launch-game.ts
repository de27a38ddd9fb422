import { useToasts } from "@lotus/ui/primitives/toast-store";
import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { loadChunk } from "./chunk";
import { errorText } from "./error-text";
import type { LaunchOptions } from "./game-start";
import type { LaunchTarget } from "./launch-target";
import { useModals } from "./modal-store";
import { useWhitelabel } from "./queries";
import { useSession } from "./session";

/**
 * The one way the site starts a game: a visitor gets the login popup, a player's click loads the
 * launch code (game-start.ts: the other SPEC §4 checks, POST /wps/game/launchGame and the game
 * page, pop-up or window). `launching` names the game on its way, for the tile's busy state.
 */
export function useLaunchGame() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { merchantCode } = useWhitelabel();
  const showToast = useToasts((state) => state.show);
  const [launching, setLaunching] = useState<string | null>(null);
  const busy = useRef(false);

  const launch = useCallback(
    async (game: LaunchTarget, options: LaunchOptions = {}): Promise<boolean> => {
      const { token, accountType } = useSession.getState();
      if (!token || busy.current) {
        if (!token) useModals.getState().open("login");
        options.targetWindow?.close();
        return false;
      }
      busy.current = true;
      setLaunching(game.gameId);
      try {
        const { startGame } = await loadChunk(() => import("./game-start"));
        return await startGame(game, options, {
          token,
          accountType,
          navigate,
          queryClient,
          merchantCode,
          showToast,
        });
      } catch (error) {
        // The launch code did not arrive (startGame reports its own failures).
        showToast(errorText(error), "error");
        options.targetWindow?.close();
        return false;
      } finally {
        busy.current = false;
        setLaunching(null);
      }
    },
    [merchantCode, navigate, queryClient, showToast],
  );

  return { launch, launching };
}
