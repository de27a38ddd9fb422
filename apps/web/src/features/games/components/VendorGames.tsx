import type { GameType } from "@lotus/contracts";
import { EmptyState, Spinner } from "@lotus/ui/data/states";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";
import { fromLng } from "../../../lib/language";
import { gameListQuery, vassGameTypeQuery } from "../api/games-api";
import { useDebounced } from "../hooks/use-debounced";
import { listGameType, prettyTag } from "../model/catalogue";
import { type GameActions, GameGrid, GameSkeletons } from "./GameTiles";
import { QueryProblem } from "./QueryProblem";

/** Typing in the search box asks the server once it pauses this long. */
const SEARCH_DEBOUNCE_MS = 300;
const GRID_SKELETONS = 12;

/** A tag's label: translated when the site knows it, else the tag itself made readable. */
function useTagLabel() {
  const { t } = useTranslation("games");
  return (tag: string) => t(`tags.${tag}` as "tags.slot", { defaultValue: prettyTag(tag) });
}

/**
 * A vendor's game grid (category pages and the vendor's popup list): tag filter from the vendor's
 * game types, a search box, pages of games with "load more".
 */
export function VendorGames({
  vassalage,
  vendorName,
  category,
  actions,
  hasLobby = false,
}: {
  vassalage: string;
  vendorName: string;
  /** The category page showing it; the list keeps to that category when the vendor has several. */
  category?: GameType;
  actions: GameActions;
  /** The vendor opens through its lobby: an empty list is then no news worth a big empty state. */
  hasLobby?: boolean;
}) {
  const { t, i18n } = useTranslation(["games", "common"]);
  const searchId = useId();
  const tagLabel = useTagLabel();
  const [tag, setTag] = useState("");
  const [search, setSearch] = useState("");
  const keyword = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const types = useQuery(vassGameTypeQuery(vassalage));
  const gameType = category ? listGameType({ gameType: category }, types.data?.gameTypes) : undefined;
  const games = useInfiniteQuery({
    ...gameListQuery({ vassalage, gameType, tag, keyword }, fromLng(i18n.language)),
    // The list waits for the vendor's types so it is asked for once, with the right category.
    enabled: !types.isPending,
  });
  // On a category page the filter offers only the tags of the games that page lists.
  const typeTags = category
    ? types.data?.gameTypes.find((type) => type.gameType === category)?.tags
    : undefined;
  const tags = (typeTags ?? types.data?.tags ?? []).filter((item) => item.count > 0);
  const list = games.data?.pages.flatMap((page) => page.list) ?? [];
  const total = games.data?.pages.at(-1)?.total ?? 0;
  const filtered = Boolean(tag || keyword);
  const waiting = types.isPending || games.isPending;

  return (
    <div className="vendor-games">
      <div className="vendor-games__tools">
        <div className="game-search">
          <label htmlFor={searchId} className="visually-hidden">
            {t("games:search.label", { vendor: vendorName })}
          </label>
          <Icon name="search" size={18} className="game-search__icon" />
          <input
            id={searchId}
            className="input game-search__input"
            type="search"
            value={search}
            placeholder={t("games:search.placeholder")}
            autoComplete="off"
            enterKeyHint="search"
            onChange={(event) => setSearch(event.target.value)}
          />
        </div>
        {tags.length > 0 && (
          // biome-ignore lint/a11y/useSemanticElements: a row of toggle buttons, not form fields to wrap in a fieldset
          <div className="tag-filter" role="group" aria-label={t("games:tags.label")}>
            <button type="button" className="tag-chip" aria-pressed={tag === ""} onClick={() => setTag("")}>
              {t("games:tags.all")}
            </button>
            {tags.map((item) => (
              <button
                key={item.tag}
                type="button"
                className="tag-chip"
                aria-pressed={tag === item.tag}
                onClick={() => setTag(tag === item.tag ? "" : item.tag)}
              >
                {tagLabel(item.tag)}
                <span className="tag-chip__count">{item.count}</span>
              </button>
            ))}
          </div>
        )}
      </div>

      {waiting ? (
        <>
          <span className="visually-hidden" role="status">
            {t("common:status.loading")}
          </span>
          <GameSkeletons count={GRID_SKELETONS} />
        </>
      ) : games.isError && list.length === 0 ? (
        <QueryProblem error={games.error} onRetry={() => void games.refetch()} />
      ) : list.length === 0 ? (
        filtered ? (
          <EmptyState
            heading
            icon={<Icon name="search" size={32} />}
            title={t("games:search.noneTitle")}
            description={t("games:search.noneText")}
            action={
              <button
                type="button"
                className="btn btn--secondary"
                onClick={() => {
                  setSearch("");
                  setTag("");
                }}
              >
                {t("games:search.clear")}
              </button>
            }
          />
        ) : hasLobby ? null : (
          <EmptyState
            heading
            icon={<Icon name="game" size={32} />}
            title={t("games:vendor.noGamesTitle")}
            description={t("games:vendor.noGamesText")}
          />
        )
      ) : (
        <>
          <p className="vendor-games__count" aria-live="polite">
            {t("games:list.count", { shown: list.length, total })}
          </p>
          <GameGrid games={list} actions={actions} label={t("games:list.label", { vendor: vendorName })} />
          {games.hasNextPage && (
            <div className="vendor-games__more">
              <button
                type="button"
                className="btn btn--secondary"
                disabled={games.isFetchingNextPage}
                onClick={() => void games.fetchNextPage()}
              >
                {games.isFetchingNextPage ? (
                  <Spinner label={t("common:status.loading")} size={18} />
                ) : (
                  t("games:list.more")
                )}
              </button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
