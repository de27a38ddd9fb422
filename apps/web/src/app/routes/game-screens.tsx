import { GameAreaPage } from "../../features/games/components/GameAreaPage";
import { GamePage } from "../../features/games/components/GamePage";

/**
 * Header-only game screens. Their own chunk, not the lobby file: the home and category pages do
 * not draw them, so the first screen does not download them (issue #10).
 */
export const Seamless = () => <GameAreaPage area="seamless" />;
export const Game = GamePage;
