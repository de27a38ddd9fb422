import { HOUSE_VENDOR } from "@lotus/contracts";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { fromLng } from "../../../lib/language";
import { useWhitelabel } from "../../../lib/queries";
import { gameListQuery } from "../../games/api/games-api";
import { insightGames } from "../model/insights";
import { LotteryInsights } from "./LotteryInsights";

/**
 * The results and statistics under a lottery category page: /lottery offers the daily regions and
 * the fast lotteries, /elott the fast ones — the house lotteries the brand's catalogue lists.
 */
export function CategoryInsights({ daily }: { daily: boolean }) {
  const { i18n } = useTranslation();
  const { merchantCode, timeZone } = useWhitelabel();
  const language = fromLng(i18n.language);
  const dailyList = useInfiniteQuery({
    ...gameListQuery({ vassalage: HOUSE_VENDOR, gameType: "LOTT" }, language),
    enabled: daily,
  });
  const fastList = useInfiniteQuery(gameListQuery({ vassalage: HOUSE_VENDOR, gameType: "ELOTT" }, language));
  const games = useMemo(
    () =>
      insightGames([
        ...(daily ? (dailyList.data?.pages.flatMap((page) => page.list) ?? []) : []),
        ...(fastList.data?.pages.flatMap((page) => page.list) ?? []),
      ]),
    [daily, dailyList.data, fastList.data],
  );
  // The category page above already shows the catalogue's loading and errors.
  if (games.length === 0 || !merchantCode) return null;
  return <LotteryInsights merchant={merchantCode} timeZone={timeZone} games={games} />;
}
