import { ROUTES } from "@lotus/contracts";
import type { ToastTone } from "@lotus/ui/primitives/toast-store";
import type { QueryClient } from "@tanstack/react-query";
import type { NavigateFunction } from "react-router";
import { create } from "zustand";
import { api } from "./api";
import { ApiError } from "./api-client";
import { errorText } from "./error-text";
import {
  type GameOpenMode,
  gameFramePath,
  launchBody,
  launchDecision,
  launchUrl,
  rememberLaunchedUrl,
  storedOpenMode,
  storeOpenMode,
  withLaunchQuery,
} from "./game-launch";
import { currentLanguage } from "./i18n";
import type { LaunchTarget } from "./launch-target";
import { type ModalGame, useModals } from "./modal-store";
import { memberInfoQuery } from "./queries";
import { queryKeys } from "./query-keys";

/**
 * Starting a game once it is clicked: loaded then by useLaunchGame (use-launch-game.ts), so the
 * home and category pages do not download the launch code with their first screen.
 */

/** Where launched games open: the /game page or the game pop-up (the player's choice, kept locally). */
export const useGameOpenMode = create<{
  mode: Exclude<GameOpenMode, "window">;
  setMode: (mode: Exclude<GameOpenMode, "window">) => void;
}>((set) => ({
  mode: storedOpenMode(),
  setMode: (mode) => {
    storeOpenMode(mode);
    set({ mode });
  },
}));

export interface LaunchOptions {
  /** Overrides the player's choice (the /game page's "open in pop-up window" asks for "window"). */
  mode?: GameOpenMode;
  /** For "window": the window opened during the click (a window opened after the call would be blocked). */
  targetWindow?: Window | null;
  /** Parameters for the game page added to the launched URL (a house lottery's station). */
  query?: Readonly<Record<string, string>>;
}

/** What the launching screen lends the launch: its router, query cache, brand and toasts. */
export interface LaunchContext {
  token: string;
  accountType: number | null;
  navigate: NavigateFunction;
  queryClient: QueryClient;
  merchantCode: string;
  showToast: (message: string, tone: ToastTone) => void;
}

function modalGame(game: LaunchTarget): ModalGame {
  return {
    gameId: game.gameId,
    gameType: game.gameType,
    displayName: game.displayName,
    nodeId: game.nodeId,
    vassalage: game.vassalage,
  };
}

/**
 * The SPEC §4 checks past sign-in (trial → real-account warning unless the game allows trial play),
 * then POST /wps/game/launchGame and the game page, pop-up or window. game.maintenance opens the
 * "Game Under Maintenance" dialog; other failures show the server's message. False when no game
 * opened (the window opened for it is closed).
 */
export async function startGame(
  game: LaunchTarget,
  options: LaunchOptions,
  context: LaunchContext,
): Promise<boolean> {
  const { token, accountType, navigate, queryClient, merchantCode, showToast } = context;
  const modals = useModals.getState();
  const fail = () => {
    options.targetWindow?.close();
    return false;
  };
  try {
    const member = await queryClient.fetchQuery(memberInfoQuery());
    const decision = launchDecision({ token, accountType: member.type ?? accountType }, game);
    if (decision === "trialWarning" || decision === "login") {
      modals.open(decision === "login" ? "login" : "trialWarning");
      return fail();
    }
    if (decision === "maintenance") {
      modals.open("gameMaintenance", { game: modalGame(game) });
      return fail();
    }
    const value = await api(ROUTES.launchGame, {
      body: launchBody(game, {
        username: member.account,
        token,
        merchantCode,
        language: currentLanguage(),
      }),
    });
    const url = withLaunchQuery(launchUrl(value), options.query);
    if (!url) throw new ApiError({ code: "response.invalid", message: "", status: 200 });
    rememberLaunchedUrl(url);
    void queryClient.invalidateQueries({ queryKey: queryKeys.memberGames.recentAll });
    const mode = options.mode ?? useGameOpenMode.getState().mode;
    const frameGame = {
      gameId: game.gameId,
      gameType: game.gameType,
      nodeId: game.nodeId,
      vassalage: game.vassalage,
    };
    if (mode === "window") {
      const target = options.targetWindow;
      if (target && !target.closed) {
        // The game gets no handle on the site's window (no reverse tab-nabbing).
        target.opener = null;
        target.location.href = url;
      } else window.open(url, "_blank", "noopener");
    } else if (mode === "popup") {
      modals.open("gamePopup", { frame: { url, title: game.displayName }, game: modalGame(game) });
    } else {
      modals.close();
      navigate(gameFramePath({ url, title: game.displayName, game: frameGame }));
    }
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.code === "game.maintenance") {
      modals.open("gameMaintenance", { game: modalGame(game) });
    } else if (error instanceof ApiError && error.code === "game.trial_not_allowed") {
      modals.open("trialWarning");
    } else if (error instanceof ApiError && error.code === "auth.required") {
      // The session ended (the client already dropped it): sign in again.
      modals.open("login");
    } else {
      showToast(errorText(error), "error");
    }
    return fail();
  }
}
