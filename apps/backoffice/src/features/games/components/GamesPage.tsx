import "./games.css";
import {
  adminGameListCall,
  GAME_TYPES,
  type GameAdminView,
  pickText,
  VENDOR_STATUSES,
  type VendorStatus,
} from "@lotus/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Button } from "../../../components/ui/Button";
import { Checkbox, SelectField, TextField } from "../../../components/ui/Field";
import { Paginator } from "../../../components/ui/Paginator";
import { Card, EmptyState, ErrorState, PageHeader, Spinner, TableWrap } from "../../../components/ui/States";
import { useBrandId, useCan } from "../../../lib/console-context";
import { defined } from "../../../lib/form";
import { reportFailure } from "../../../lib/mutation";
import { toast } from "../../../lib/toast-store";
import { useMoney } from "../../finance/components/money";
import { type GameBody, gamesChanged, gamesQuery, updateGame, vendorsQuery } from "../api/games-api";
import { GameDialog } from "./GameDialog";
import { type Filter, filterToQuery, readFilter, writeFilter } from "./games-filters";
import { availabilityTone, gameBody } from "./games-helpers";
import { AvailabilityBadge, ImagePreview, StatusFilter } from "./parts";

const KEYS = ["vendorId", "gameType", "status", "keyword"] as const;
type GameFilter = Filter<(typeof KEYS)[number]>;
const PAGE_SIZE = 50;
const EMPTY: GameFilter = { vendorId: "", gameType: "", status: "", keyword: "", page: 1 };

/** The brand's games: filter by vendor, category, status and name; edit one, or toggle hot and status here. */
export default function GamesPage() {
  const { t, i18n } = useTranslation(["games", "common"]);
  const brandId = useBrandId();
  const can = useCan();
  const money = useMoney();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params, KEYS);
  const [draft, setDraft] = useState<GameFilter>(filter);
  const { query: search } = filterToQuery(defined(adminGameListCall.query), filter, KEYS, PAGE_SIZE);
  const query = useQuery(gamesQuery(brandId, search));
  const vendors = useQuery(vendorsQuery(brandId));
  const [editing, setEditing] = useState<GameAdminView>();
  const [adding, setAdding] = useState(false);
  // Games are added to external vendors only: the house vendor's games are its slots.
  const external = (vendors.data?.list ?? []).filter((vendor) => !vendor.house);
  const addTo = filter.vendorId ? external.filter((vendor) => vendor.id === filter.vendorId) : [];
  const language = i18n.language.toUpperCase();
  const editable = can("games.edit");

  const vendorName = (vendorId: string, fallback: string) =>
    vendors.data?.list.find((vendor) => vendor.id === vendorId)?.displayName ?? fallback;

  const apply = (next: GameFilter) => {
    setDraft(next);
    setParams(writeFilter(next, KEYS));
  };

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

  return (
    <>
      <PageHeader
        title={t("games.title")}
        description={t("games.description")}
        actions={
          editable &&
          external.length > 0 && (
            <Button variant="primary" icon="plus" onClick={() => setAdding(true)}>
              {t("games.create")}
            </Button>
          )
        }
      />
      <div className="stack stack--lg">
        <Card>
          <form
            className="filters"
            onSubmit={(event) => {
              event.preventDefault();
              apply({ ...draft, keyword: draft.keyword.trim(), page: 1 });
            }}
          >
            <SelectField
              label={t("fields.vendor")}
              value={draft.vendorId}
              onChange={(event) => setDraft({ ...draft, vendorId: event.target.value })}
            >
              <option value="">{t("filters.all")}</option>
              {vendors.data?.list.map((vendor) => (
                <option key={vendor.id} value={vendor.id}>
                  {vendor.displayName} ({vendor.code})
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t("fields.category")}
              value={draft.gameType}
              onChange={(event) => setDraft({ ...draft, gameType: event.target.value })}
            >
              <option value="">{t("filters.all")}</option>
              {GAME_TYPES.map((category) => (
                <option key={category} value={category}>
                  {t(`categories.${category}`)}
                </option>
              ))}
            </SelectField>
            <StatusFilter<VendorStatus>
              statuses={VENDOR_STATUSES}
              value={draft.status as VendorStatus | ""}
              onChange={(status) => setDraft({ ...draft, status })}
            />
            <TextField
              label={t("filters.keyword")}
              type="search"
              value={draft.keyword}
              maxLength={64}
              onChange={(event) => setDraft({ ...draft, keyword: event.target.value })}
              fieldClassName="filters__grow"
            />
            <Button type="submit" variant="primary" icon="search">
              {t("common:actions.search")}
            </Button>
            <Button variant="ghost" onClick={() => apply(EMPTY)}>
              {t("common:actions.clear")}
            </Button>
          </form>
        </Card>
        <Card className="card--flush">
          {query.isPending ? (
            <Spinner />
          ) : query.isError ? (
            <ErrorState error={query.error} onRetry={() => void query.refetch()} />
          ) : query.data.list.length === 0 ? (
            <EmptyState title={t("games.empty")} />
          ) : (
            <>
              <TableWrap label={t("games.title")}>
                <table className="table">
                  <thead>
                    <tr>
                      <th scope="col">{t("fields.icon")}</th>
                      <th scope="col">{t("fields.name")}</th>
                      <th scope="col">{t("fields.vendor")}</th>
                      <th scope="col">{t("fields.category")}</th>
                      <th scope="col">{t("fields.tags")}</th>
                      <th scope="col" className="num">
                        {t("fields.order")}
                      </th>
                      <th scope="col" className="num">
                        {t("fields.betLimits")}
                      </th>
                      <th scope="col">{t("fields.trial")}</th>
                      <th scope="col">{t("fields.hot")}</th>
                      <th scope="col">{t("fields.status")}</th>
                      {editable && <th scope="col">{t("fields.actions")}</th>}
                    </tr>
                  </thead>
                  <tbody>
                    {query.data.list.map((game) => {
                      const name = pickText(game.names, language) || game.gameId;
                      const busy = busyRow === game.id;
                      return (
                        <tr key={game.id}>
                          <td>
                            <ImagePreview url={game.smallIcon} alt="" size={32} quiet />
                          </td>
                          <td>
                            {name}
                            <div className="mono muted">{game.gameId}</div>
                          </td>
                          <td>{vendorName(game.vendorId, game.vassalage)}</td>
                          <td>{t(`categories.${game.gameType}`)}</td>
                          <td>
                            <div className="tag-list">
                              {game.tags.map((tag) => (
                                <span key={tag} className="tag">
                                  {tag}
                                </span>
                              ))}
                            </div>
                          </td>
                          <td className="num">{game.sortOrder}</td>
                          <td className="num nowrap">
                            {game.minBet === null && game.maxBet === null
                              ? t("games.noLimits")
                              : `${game.minBet === null ? "–" : money(game.minBet)} – ${game.maxBet === null ? "–" : money(game.maxBet)}`}
                          </td>
                          <td>{game.trialAllowed ? t("yes") : t("no")}</td>
                          <td>
                            <Checkbox
                              toggle
                              hideLabel
                              label={t("games.hotOf", { name })}
                              checked={game.isHot}
                              disabled={!editable || busy}
                              onChange={(event) =>
                                quick.mutate({ game, changes: { isHot: event.target.checked } })
                              }
                            />
                          </td>
                          <td>
                            {editable ? (
                              <SelectField
                                label={t("games.statusOf", { name })}
                                hideLabel
                                className={`input--small status-select status-select--${availabilityTone(game.status)}`}
                                value={game.status}
                                disabled={busy}
                                onChange={(event) =>
                                  quick.mutate({
                                    game,
                                    changes: { status: event.target.value as VendorStatus },
                                  })
                                }
                              >
                                {VENDOR_STATUSES.map((status) => (
                                  <option key={status} value={status}>
                                    {t(`statuses.${status}`)}
                                  </option>
                                ))}
                              </SelectField>
                            ) : (
                              <AvailabilityBadge status={game.status} />
                            )}
                          </td>
                          {editable && (
                            <td className="actions">
                              <Button
                                size="small"
                                icon="edit"
                                aria-label={t("games.editOf", { name })}
                                disabled={busy}
                                onClick={() => setEditing(game)}
                              >
                                {t("common:actions.edit")}
                              </Button>
                            </td>
                          )}
                        </tr>
                      );
                    })}
                  </tbody>
                </table>
              </TableWrap>
              <Paginator
                page={query.data.page}
                pageSize={query.data.pageSize}
                total={query.data.total}
                onPage={(page) => apply({ ...filter, page })}
              />
            </>
          )}
        </Card>
      </div>
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
