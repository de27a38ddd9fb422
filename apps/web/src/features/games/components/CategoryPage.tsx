import type { GameType, VendorCard } from "@lotus/contracts";
import { EmptyState } from "@lotus/ui/data/states";
import { useQuery } from "@tanstack/react-query";
import { type KeyboardEvent, type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Icon } from "../../../components/ui/Icon";
import { LazyImage } from "../../../components/ui/LazyImage";
import { targetOfCard } from "../../../lib/launch-target";
import { useWhitelabel } from "../../../lib/queries";
import {
  arrangeLanes,
  categoryCards,
  selectVendor,
  vendorCode,
  vendorLanesQuery,
  vendorPageTypes,
} from "../../../lib/vendor-lanes";
import { HOUSE_VENDOR_CODE } from "../model/catalogue";
import { type GameActions, useGameActions } from "./GameTiles";
import { QueryProblem } from "./QueryProblem";
import { ROOM_CATEGORIES, RoomList } from "./RoomList";
import { VendorGames } from "./VendorGames";
import "./games.css";

/**
 * A game category page (/elott, /rng, /live, …): the category's vendors as tabs, ?page=<vassalage>
 * choosing the tab (SPEC §2), and the chosen vendor's lobby, rooms and games. The lottery pages
 * (/elott, /lottery) list the vendors of both lottery categories, a vendor in both once, with its
 * daily and fast lotteries in two lists, and their results and statistics under them.
 */
export function CategoryPage({
  gameType,
  houseGames,
  children,
}: {
  gameType: GameType;
  /** What the house vendor's tab shows instead of its rooms and game grid (the live tables' lobby). */
  houseGames?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTranslation(["games", "common"]);
  const { esportsVendors, cockfightVendors } = useWhitelabel();
  const [params, setParams] = useSearchParams();
  const lanes = useQuery(vendorLanesQuery());
  const arranged = arrangeLanes(lanes.data ?? [], esportsVendors, cockfightVendors);
  const cards = categoryCards(arranged, gameType);
  const selected = selectVendor(cards, params.get("page"));
  const actions = useGameActions();
  const title = t(`common:categories.${gameType}`);

  const choose = (card: VendorCard) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set("page", vendorCode(card));
        return next;
      },
      { preventScrollReset: true },
    );

  return (
    <main className="page category-page" id="main">
      <h1 className="page__title">{title}</h1>
      {lanes.isPending ? (
        <CategorySkeleton label={t("common:status.loading")} />
      ) : lanes.isError && cards.length === 0 ? (
        <QueryProblem error={lanes.error} onRetry={() => void lanes.refetch()} />
      ) : cards.length === 0 || !selected ? (
        <EmptyState
          heading
          icon={<Icon name="game" size={32} />}
          title={t("games:category.emptyTitle", { category: title })}
          description={t("games:empty.text")}
        />
      ) : (
        <VendorTabs cards={cards} selected={selected} onChoose={choose} label={t("games:vendors")}>
          <VendorPanel
            key={vendorCode(selected)}
            card={selected}
            category={gameType}
            types={vendorPageTypes(arranged, selected, gameType)}
            actions={actions}
            houseGames={houseGames}
          />
        </VendorTabs>
      )}
      {/* What a category adds under its games (the lottery pages' results and statistics). */}
      {children}
    </main>
  );
}

function CategorySkeleton({ label }: { label: string }) {
  return (
    <div className="category-skeleton">
      <span className="visually-hidden" role="status">
        {label}
      </span>
      <div className="vendor-tabs" aria-hidden="true">
        {[0, 1, 2, 3].map((index) => (
          <span key={index} className="vendor-tab vendor-tab--skeleton" />
        ))}
      </div>
      <ul className="game-grid" aria-hidden="true">
        {Array.from({ length: 8 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to tell them apart
          <li key={index}>
            <div className="game-tile game-tile--skeleton">
              <span className="game-tile__art" />
            </div>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** ARIA tabs of the vendors (arrow keys, Home and End move between them); the URL keeps the choice. */
function VendorTabs({
  cards,
  selected,
  onChoose,
  label,
  children,
}: {
  cards: readonly VendorCard[];
  selected: VendorCard;
  onChoose: (card: VendorCard) => void;
  label: string;
  children: ReactNode;
}) {
  const { t } = useTranslation("games");
  const baseId = useId();
  const selectedCode = vendorCode(selected);
  const tabId = (card: VendorCard) => `${baseId}-${vendorCode(card)}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = cards.findIndex((card) => vendorCode(card) === selectedCode);
    const last = cards.length - 1;
    const target =
      event.key === "ArrowRight"
        ? (index + 1) % cards.length
        : event.key === "ArrowLeft"
          ? (index - 1 + cards.length) % cards.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : -1;
    const next = cards[target];
    if (!next) return;
    event.preventDefault();
    onChoose(next);
    document.getElementById(tabId(next))?.focus();
  };

  return (
    <div className="vendor-area">
      <div className="vendor-tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
        {cards.map((card) => {
          const active = vendorCode(card) === selectedCode;
          return (
            <button
              key={`${card.accountTypeId}-${vendorCode(card)}`}
              id={tabId(card)}
              type="button"
              role="tab"
              className="vendor-tab"
              aria-selected={active}
              aria-controls={`${baseId}-panel`}
              tabIndex={active ? 0 : -1}
              data-vendor={vendorCode(card)}
              onClick={() => onChoose(card)}
            >
              {card.smallIcon && <LazyImage className="vendor-tab__icon" src={card.smallIcon} alt="" />}
              <span>{card.displayName}</span>
              {card.isHot === 1 && <span className="game-badge game-badge--hot">{t("tile.hot")}</span>}
              {card.status === "maintenance" && (
                <span className="vendor-tab__maintenance">
                  <Icon name="tool" size={12} />
                  <span className="visually-hidden">{t("tile.maintenance")}</span>
                </span>
              )}
            </button>
          );
        })}
      </div>
      <div id={`${baseId}-panel`} role="tabpanel" aria-labelledby={tabId(selected)} className="vendor-panel">
        {children}
      </div>
    </div>
  );
}

/** The house vendor's daily lotteries have their own lobby: today's stations and results. */
function LotteryLobbyLink() {
  const { t } = useTranslation("games");
  return (
    <Link className="vendor-kind__link" to="/vnlottery">
      <Icon name="clock" size={16} />
      {t("lotteryLobby")}
    </Link>
  );
}

/**
 * One vendor: its lobby (when it opens through one), its rooms, then its games; a lottery vendor in
 * both lottery categories lists each category's games under its own heading, the page's first.
 */
function VendorPanel({
  card,
  category,
  types,
  actions,
  houseGames,
}: {
  card: VendorCard;
  category: GameType;
  /** The page's categories the vendor has games in. */
  types: readonly GameType[];
  actions: GameActions;
  houseGames?: ReactNode;
}) {
  const { t } = useTranslation("games");
  const lobby = targetOfCard(card);
  const maintenance = card.status === "maintenance";
  const houseLottery = card.vassalage === HOUSE_VENDOR_CODE;
  // The page's own view of the house vendor's games replaces its rooms and grid.
  const houseHere = Boolean(houseGames) && houseLottery;
  return (
    <div className="vendor-panel__body">
      {maintenance && (
        <p className="alert alert--info vendor-panel__notice" role="status">
          <Icon name="tool" size={16} />
          {t("vendor.maintenance", { vendor: card.displayName })}
        </p>
      )}
      {lobby && (
        <section className="vendor-lobby card" aria-labelledby={`lobby-${vendorCode(card)}`}>
          {card.smallIcon && <LazyImage className="vendor-lobby__logo" src={card.smallIcon} alt="" />}
          <div className="vendor-lobby__text">
            <h2 id={`lobby-${vendorCode(card)}`} className="vendor-lobby__title">
              {card.displayName}
            </h2>
            <p className="vendor-lobby__hint">{t("vendor.lobbyHint")}</p>
          </div>
          <button
            type="button"
            className="btn btn--primary"
            disabled={actions.launching === lobby.gameId}
            aria-busy={actions.launching === lobby.gameId || undefined}
            onClick={() => actions.launch(lobby)}
          >
            <Icon name="play" size={16} />
            {t("vendor.enterLobby")}
          </button>
        </section>
      )}
      {!houseHere && ROOM_CATEGORIES.includes(category) && (
        <RoomList vassalage={card.vassalage} actions={actions} />
      )}
      {houseHere ? (
        houseGames
      ) : types.length > 1 ? (
        types.map((type) => (
          <section key={type} className="vendor-kind" aria-labelledby={`kind-${vendorCode(card)}-${type}`}>
            <div className="vendor-kind__head">
              <h2 id={`kind-${vendorCode(card)}-${type}`} className="vendor-kind__title">
                {t(`lotteryKinds.${type as "LOTT" | "ELOTT"}`)}
              </h2>
              {type === "LOTT" && houseLottery && <LotteryLobbyLink />}
            </div>
            <VendorGames
              vassalage={card.vassalage}
              vendorName={card.displayName}
              category={type}
              actions={actions}
              hasLobby={Boolean(lobby)}
            />
          </section>
        ))
      ) : (
        <>
          {types[0] === "LOTT" && houseLottery && (
            <div className="vendor-kind__head">
              <LotteryLobbyLink />
            </div>
          )}
          <VendorGames
            vassalage={card.vassalage}
            vendorName={card.displayName}
            category={types[0] ?? card.gameType}
            actions={actions}
            hasLobby={Boolean(lobby)}
          />
        </>
      )}
    </div>
  );
}
