import "./games.css";
import { adminRoundListCall, ROUND_STATUSES, type RoundStatus } from "@lotus/contracts";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { Button } from "../../../components/ui/Button";
import { SelectField, TextField } from "../../../components/ui/Field";
import { Paginator } from "../../../components/ui/Paginator";
import { Card, EmptyState, ErrorState, PageHeader, Spinner, TableWrap } from "../../../components/ui/States";
import { useBrandId, useCan } from "../../../lib/console-context";
import { defined } from "../../../lib/form";
import { useMoney } from "../../finance/components/money";
import { type RoundRow, roundsQuery, vendorsQuery } from "../api/games-api";
import { dayRangeProblem, type Filter, filterToQuery, readFilter, writeFilter } from "./games-filters";
import { ProgressBadge, StatusFilter, TimeZoneNote, useBrandTime, WinLoss } from "./parts";
import { RoundDetailDialog } from "./RoundDetailDialog";

const KEYS = ["account", "vassalage", "status", "from", "to"] as const;
type RoundFilter = Filter<(typeof KEYS)[number]>;
const EMPTY: RoundFilter = { account: "", vassalage: "", status: "", from: "", to: "", page: 1 };
const PAGE_SIZE = 50;

/** Every game round of the brand; a row opens its wallet transactions and, for house slots, its fair data. */
export default function RoundsPage() {
  const { t } = useTranslation(["games", "common"]);
  const brandId = useBrandId();
  const can = useCan();
  const money = useMoney();
  const time = useBrandTime();
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params, KEYS);
  const [draft, setDraft] = useState<RoundFilter>(filter);
  const [showProblems, setShowProblems] = useState(false);
  const [open, setOpen] = useState<RoundRow>();
  const { query: search } = filterToQuery(defined(adminRoundListCall.query), filter, KEYS, PAGE_SIZE);
  const query = useQuery(roundsQuery(brandId, search));
  const vendors = useQuery(vendorsQuery(brandId));
  const problems = showProblems ? dayRangeProblem(draft.from, draft.to) : {};

  const apply = (next: RoundFilter) => {
    setDraft(next);
    setParams(writeFilter(next, KEYS));
  };
  const problemText = (problem: "format" | "range" | undefined) =>
    problem === "range" ? t("filters.badRange") : problem ? t("common:validation.format") : undefined;

  return (
    <>
      <PageHeader title={t("rounds.title")} description={t("rounds.description")} />
      <div className="stack stack--lg">
        <Card>
          <form
            className="filters"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              const range = dayRangeProblem(draft.from, draft.to);
              if (range.from || range.to) {
                setShowProblems(true);
                return;
              }
              setShowProblems(false);
              apply({ ...draft, account: draft.account.trim(), page: 1 });
            }}
          >
            <TextField
              label={t("fields.account")}
              type="search"
              value={draft.account}
              maxLength={64}
              onChange={(event) => setDraft({ ...draft, account: event.target.value })}
            />
            <SelectField
              label={t("fields.vendor")}
              value={draft.vassalage}
              onChange={(event) => setDraft({ ...draft, vassalage: event.target.value })}
            >
              <option value="">{t("filters.all")}</option>
              {vendors.data?.list.map((vendor) => (
                <option key={vendor.id} value={vendor.code}>
                  {vendor.displayName} ({vendor.code})
                </option>
              ))}
              {draft.vassalage && !vendors.data?.list.some((vendor) => vendor.code === draft.vassalage) && (
                <option value={draft.vassalage}>{draft.vassalage}</option>
              )}
            </SelectField>
            <StatusFilter<RoundStatus>
              statuses={ROUND_STATUSES}
              value={draft.status as RoundStatus | ""}
              onChange={(status) => setDraft({ ...draft, status })}
            />
            <TextField
              label={t("filters.from")}
              type="date"
              value={draft.from}
              error={problemText(problems.from)}
              onChange={(event) => setDraft({ ...draft, from: event.target.value })}
            />
            <TextField
              label={t("filters.to")}
              type="date"
              value={draft.to}
              error={problemText(problems.to)}
              onChange={(event) => setDraft({ ...draft, to: event.target.value })}
            />
            <Button type="submit" variant="primary" icon="search">
              {t("common:actions.search")}
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                setShowProblems(false);
                apply(EMPTY);
              }}
            >
              {t("common:actions.clear")}
            </Button>
          </form>
          <p className="muted small">{t("rounds.daysNote")}</p>
        </Card>
        <Card className="card--flush">
          {query.isPending ? (
            <Spinner />
          ) : query.isError ? (
            <ErrorState error={query.error} onRetry={() => void query.refetch()} />
          ) : query.data.list.length === 0 ? (
            <EmptyState title={t("rounds.empty")} />
          ) : (
            <>
              <TableWrap label={t("rounds.title")}>
                <table className="table table--clickable">
                  <thead>
                    <tr>
                      <th scope="col">{t("fields.account")}</th>
                      <th scope="col">{t("fields.vendor")}</th>
                      <th scope="col">{t("fields.game")}</th>
                      <th scope="col">{t("fields.roundRef")}</th>
                      <th scope="col">{t("fields.status")}</th>
                      <th scope="col" className="num">
                        {t("fields.bet")}
                      </th>
                      <th scope="col" className="num">
                        {t("fields.win")}
                      </th>
                      <th scope="col" className="num">
                        {t("fields.winLoss")}
                      </th>
                      <th scope="col">{t("fields.openedAt")}</th>
                      <th scope="col">{t("fields.settledAt")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {query.data.list.map((round) => (
                      <tr key={round.id} onClick={() => setOpen(round)}>
                        <td>
                          {can("members.view") ? (
                            <Link
                              to={`/members/${round.memberId}`}
                              onClick={(event) => event.stopPropagation()}
                            >
                              {round.account}
                            </Link>
                          ) : (
                            round.account
                          )}
                        </td>
                        <td className="mono">{round.vassalage}</td>
                        <td>
                          {round.gameName}
                          <div className="mono muted">{round.gameId}</div>
                        </td>
                        <td>
                          <button
                            type="button"
                            className="link-btn mono"
                            aria-label={t("rounds.openOf", { round: round.round })}
                            onClick={(event) => {
                              event.stopPropagation();
                              setOpen(round);
                            }}
                          >
                            {round.round}
                          </button>
                        </td>
                        <td>
                          <ProgressBadge status={round.status} />
                        </td>
                        <td className="num nowrap">{money(round.betAmount)}</td>
                        <td className="num nowrap">{money(round.winAmount)}</td>
                        <td className="num nowrap">
                          <WinLoss value={round.winLoss} />
                        </td>
                        <td className="nowrap">{time.format(round.openedAt)}</td>
                        <td className="nowrap">
                          {round.settledAt === null ? "" : time.format(round.settledAt)}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableWrap>
              <div className="list-footer">
                <TimeZoneNote timeZone={time.timeZone} />
              </div>
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
      {open && <RoundDetailDialog round={open} onClose={() => setOpen(undefined)} />}
    </>
  );
}
