import "./games.css";
import {
  adminGameListCall,
  GAME_TYPES,
  type GameAdminView,
  pickText,
  VENDOR_STATUSES,
  type VendorStatus,
} from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import type { FilterField } from "@lotus/ui/data/filters";
import { PagedTable } from "@lotus/ui/data/PagedTable";
import { useFilters } from "@lotus/ui/data/use-filters";
import { Button } from "@lotus/ui/primitives/Button";
import { Checkbox } from "@lotus/ui/primitives/Choice";
import { SelectField } from "@lotus/ui/primitives/Field";
import { toast } from "@lotus/ui/primitives/toast-store";
import { toneOf } from "@lotus/ui/status/Badge";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { FilteredList } from "../../../components/ui/FilteredList";
import { Icon } from "../../../components/ui/Icon";
import { PageHeader } from "../../../components/ui/States";
import { useBrandId, useCan } from "../../../lib/console-context";
import { defined } from "../../../lib/form";
import { reportFailure } from "../../../lib/mutation";
import { useMoney } from "../../finance/components/money";
import { type GameBody, gamesChanged, gamesQuery, updateGame, vendorsQuery } from "../api/games-api";
import { GameDialog } from "./GameDialog";
import { filterToQuery, listFilter } from "./games-filters";
import { AVAILABILITY_TONES, gameBody } from "./games-helpers";
import { AvailabilityBadge, AvailabilityOptions, ImagePreview } from "./parts";

const KEYS = ["vendorId", "gameType", "status", "keyword"] as const;
const PAGE_SIZE = 50;
const KEYWORD_MAX_LENGTH = 64;

/** The brand's games: filter by vendor, category, status and name; edit one, or toggle hot and status here. */
export default function GamesPage() {
  const { t, i18n } = useTranslation(["games", "common"]);
  const brandId = useBrandId();
  const can = useCan();
  const money = useMoney();
  const queryClient = useQueryClient();
  const vendors = useQuery(vendorsQuery(brandId));
  const vendorList = vendors.data?.list;
  // The filters live in the address, so the vendors page links here with ?vendorId=….
  const fields = useMemo<FilterField[]>(
    () => [
      {
        kind: "select",
        name: "vendorId",
        label: t("fields.vendor"),
        allLabel: t("filters.all"),
        options: (vendorList ?? []).map((vendor) => ({
          value: vendor.id,
          label: `${vendor.displayName} (${vendor.code})`,
        })),
      },
      {
        kind: "select",
        name: "gameType",
        label: t("fields.category"),
        allLabel: t("filters.all"),
        options: GAME_TYPES.map((category) => ({ value: category, label: t(`categories.${category}`) })),
      },
      {
        kind: "status",
        name: "status",
        label: t("filters.status"),
        allLabel: t("filters.all"),
        options: VENDOR_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
      },
      { kind: "text", name: "keyword", label: t("filters.keyword"), maxLength: KEYWORD_MAX_LENGTH },
    ],
    [t, vendorList],
  );
  const filters = useFilters(fields);
  const filter = listFilter(filters, KEYS);
  const { query: search } = filterToQuery(defined(adminGameListCall.query), filter, KEYS, PAGE_SIZE);
  // A vendor in the address is known only once the vendors are in: wait for them rather than list every game first.
  const query = useQuery({
    ...gamesQuery(brandId, search),
    enabled: !vendors.isPending,
    placeholderData: keepPreviousData,
  });
  const [editing, setEditing] = useState<GameAdminView>();
  const [adding, setAdding] = useState(false);
  // Games are added to external vendors only: the house vendor's games are its slots.
  const external = (vendorList ?? []).filter((vendor) => !vendor.house);
  const addTo = filter.vendorId ? external.filter((vendor) => vendor.id === filter.vendorId) : [];
  const language = i18n.language.toUpperCase();
  const editable = can("games.edit");
  const nameOf = (game: GameAdminView) => pickText(game.names, language) || game.gameId;
  const vendorName = (vendorId: string, fallback: string) =>
    vendorList?.find((vendor) => vendor.id === vendorId)?.displayName ?? fallback;

  const quick = useMutation({
    mutationFn: ({ game, changes }: { game: GameAdminView; changes: Partial<GameBody> }) =>
      updateGame(brandId, game.id, gameBody(game, changes)),
    onSuccess: async (saved) => {
      toast(t("games.saved", { name: pickText(saved.names, language) || saved.gameId }));
      await gamesChanged(queryClient, brandId);
    },
    onError: (error) => reportFailure(error, t("failed")),
  });
  const busyRow = quick.isPending ? quick.variables?.game.id : undefined;

  const columns: DataColumn<GameAdminView>[] = [
    {
      id: "icon",
      header: t("fields.icon"),
      cell: (game) => <ImagePreview url={game.smallIcon} alt="" size={32} quiet />,
    },
    {
      id: "name",
      header: t("fields.name"),
      primary: true,
      cell: (game) => (
        <>
          {nameOf(game)}
          <div className="mono muted">{game.gameId}</div>
        </>
      ),
    },
    { id: "vendor", header: t("fields.vendor"), cell: (game) => vendorName(game.vendorId, game.vassalage) },
    { id: "category", header: t("fields.category"), cell: (game) => t(`categories.${game.gameType}`) },
    {
      id: "tags",
      header: t("fields.tags"),
      cell: (game) => (
        <div className="tag-list">
          {game.tags.map((tag) => (
            <span key={tag} className="tag">
              {tag}
            </span>
          ))}
        </div>
      ),
    },
    { id: "order", header: t("fields.order"), numeric: true, cell: (game) => game.sortOrder },
    {
      id: "betLimits",
      header: t("fields.betLimits"),
      numeric: true,
      className: "nowrap",
      cell: (game) =>
        game.minBet === null && game.maxBet === null
          ? t("games.noLimits")
          : `${game.minBet === null ? "–" : money(game.minBet)} – ${game.maxBet === null ? "–" : money(game.maxBet)}`,
    },
    { id: "trial", header: t("fields.trial"), cell: (game) => (game.trialAllowed ? t("yes") : t("no")) },
    {
      id: "hot",
      header: t("fields.hot"),
      cell: (game) => (
        <Checkbox
          toggle
          hideLabel
          label={t("games.hotOf", { name: nameOf(game) })}
          checked={game.isHot}
          disabled={!editable || busyRow === game.id}
          onChange={(event) => quick.mutate({ game, changes: { isHot: event.target.checked } })}
        />
      ),
    },
    {
      id: "status",
      header: t("fields.status"),
      cell: (game) =>
        editable ? (
          <SelectField
            label={t("games.statusOf", { name: nameOf(game) })}
            hideLabel
            className={`input--small status-select status-select--${toneOf(AVAILABILITY_TONES, game.status)}`}
            value={game.status}
            disabled={busyRow === game.id}
            onChange={(event) =>
              quick.mutate({ game, changes: { status: event.target.value as VendorStatus } })
            }
          >
            <AvailabilityOptions />
          </SelectField>
        ) : (
          <AvailabilityBadge status={game.status} />
        ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t("games.title")}
        description={t("games.description")}
        actions={
          editable &&
          external.length > 0 && (
            <Button variant="primary" icon={<Icon name="plus" />} onClick={() => setAdding(true)}>
              {t("games.create")}
            </Button>
          )
        }
      />
      <FilteredList fields={fields} filters={filters}>
        <PagedTable
          query={query}
          empty={t("games.empty")}
          onPage={filters.setPage}
          label={t("games.title")}
          columns={columns}
          rowKey={(game) => game.id}
          rowActions={
            editable
              ? (game) => (
                  <Button
                    size="small"
                    icon={<Icon name="edit" />}
                    aria-label={t("games.editOf", { name: nameOf(game) })}
                    disabled={busyRow === game.id}
                    onClick={() => setEditing(game)}
                  >
                    {t("common:actions.edit")}
                  </Button>
                )
              : undefined
          }
        />
      </FilteredList>
      {editing && <GameDialog game={editing} onClose={() => setEditing(undefined)} />}
      {adding && (
        <GameDialog
          vendors={[...addTo, ...external.filter((vendor) => !addTo.includes(vendor))]}
          onClose={() => setAdding(false)}
        />
      )}
    </>
  );
}
