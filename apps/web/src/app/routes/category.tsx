import { CategoryPage } from "../../features/games/components/CategoryPage";

/** Game category routes of SPEC §2 (LOTT shares /elott). */
export const Elott = () => <CategoryPage gameType="ELOTT" />;
/** /lottery: the same lottery vendors, the daily Vietnamese lotteries first. */
export const Lottery = () => <CategoryPage gameType="LOTT" />;
export const Rng = () => <CategoryPage gameType="RNG" />;
export const Live = () => <CategoryPage gameType="LIVE" />;
export const Fish = () => <CategoryPage gameType="FISH" />;
export const Pvp = () => <CategoryPage gameType="PVP" />;
export const Sports = () => <CategoryPage gameType="SPORTS" />;
export const CockFight = () => <CategoryPage gameType="COCKFIGHT" />;
export const Esports = () => <CategoryPage gameType="ESPORTS" />;
