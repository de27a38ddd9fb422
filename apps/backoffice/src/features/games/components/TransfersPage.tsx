import "./games.css";
import { adminVendorTransfersCall, TRANSFER_STATUSES } from "@lotus/contracts";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Button } from "../../../components/ui/Button";
import { FormAlert, TextField } from "../../../components/ui/Field";
import { Paginator } from "../../../components/ui/Paginator";
import { Card, EmptyState, ErrorState, PageHeader, Spinner, TableWrap } from "../../../components/ui/States";
import { useBrandId } from "../../../lib/console-context";
import { defined } from "../../../lib/form";
import { useMoney } from "../../finance/components/money";
import { transfersQuery } from "../api/games-api";
import { type Filter, filterToQuery, readFilter, writeFilter } from "./games-filters";
import { ProgressBadge, StatusFilter, TimeZoneNote, useBrandTime } from "./parts";

type TransferStatus = (typeof TRANSFER_STATUSES)[number];
const KEYS = ["status", "account"] as const;
type TransferFilter = Filter<(typeof KEYS)[number]>;
const PAGE_SIZE = 50;

/** Money moved between members' main wallets and transfer-mode vendors, with the state of each move. */
export default function TransfersPage() {
  const { t } = useTranslation(["games", "common"]);
  const brandId = useBrandId();
  const money = useMoney();
  const time = useBrandTime();
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params, KEYS);
  const [draft, setDraft] = useState<TransferFilter>(filter);
  const { query: search } = filterToQuery(defined(adminVendorTransfersCall.query), filter, KEYS, PAGE_SIZE);
  const query = useQuery(transfersQuery(brandId, search));

  const apply = (next: TransferFilter) => {
    setDraft(next);
    setParams(writeFilter(next, KEYS));
  };

  return (
    <>
      <PageHeader title={t("transfers.title")} description={t("transfers.description")} />
      <div className="stack stack--lg">
        <FormAlert tone="info">{t("transfers.pendingExplain")}</FormAlert>
        <Card>
          <form
            className="filters"
            onSubmit={(event) => {
              event.preventDefault();
              apply({ ...draft, account: draft.account.trim(), page: 1 });
            }}
          >
            <StatusFilter<TransferStatus>
              statuses={TRANSFER_STATUSES}
              value={draft.status as TransferStatus | ""}
              onChange={(status) => apply({ ...draft, account: draft.account.trim(), status, page: 1 })}
            />
            <TextField
              label={t("fields.account")}
              type="search"
              value={draft.account}
              maxLength={64}
              onChange={(event) => setDraft({ ...draft, account: event.target.value })}
            />
            <Button type="submit" variant="primary" icon="search">
              {t("common:actions.search")}
            </Button>
          </form>
        </Card>
        <Card className="card--flush">
          {query.isPending ? (
            <Spinner />
          ) : query.isError ? (
            <ErrorState error={query.error} onRetry={() => void query.refetch()} />
          ) : query.data.list.length === 0 ? (
            <EmptyState title={t("transfers.empty")} />
          ) : (
            <>
              <TableWrap label={t("transfers.title")}>
                <table className="table">
                  <thead>
                    <tr>
                      <th scope="col">{t("fields.createdAt")}</th>
                      <th scope="col">{t("fields.reference")}</th>
                      <th scope="col">{t("fields.account")}</th>
                      <th scope="col">{t("fields.vendor")}</th>
                      <th scope="col">{t("fields.direction")}</th>
                      <th scope="col" className="num">
                        {t("fields.amount")}
                      </th>
                      <th scope="col">{t("fields.status")}</th>
                      <th scope="col" className="num">
                        {t("fields.attempts")}
                      </th>
                      <th scope="col">{t("fields.resolvedAt")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {query.data.list.map((transfer) => (
                      <tr key={transfer.id}>
                        <td className="nowrap">{time.format(transfer.createdAt)}</td>
                        <td className="mono">{transfer.reference}</td>
                        <td>{transfer.account}</td>
                        <td className="mono">{transfer.vassalage}</td>
                        <td>{t(`transfers.directions.${transfer.direction}`)}</td>
                        <td className="num nowrap">{money(transfer.amount)}</td>
                        <td>
                          <ProgressBadge status={transfer.status} />
                        </td>
                        <td className="num">{transfer.attempts}</td>
                        <td className="nowrap">
                          {transfer.resolvedAt === null ? "" : time.format(transfer.resolvedAt)}
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
    </>
  );
}
