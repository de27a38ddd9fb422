import { DEPOSIT_STATUSES, type FinanceDepositView } from "@lotus/contracts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../../components/ui/Button";
import { TextField } from "../../../components/ui/Field";
import { Paginator } from "../../../components/ui/Paginator";
import { Card, EmptyState, ErrorState, PageHeader, Spinner, TableWrap } from "../../../components/ui/States";
import { useBrandId } from "../../../lib/console-context";
import { formatDateTime } from "../../../lib/format";
import {
  confirmDeposit,
  type DepositQuery,
  depositsQuery,
  financeChanged,
  rejectDeposit,
} from "../api/finance-api";
import { useMoney } from "./money";
import { StatusBadge, StatusFilter } from "./parts";
import { ReasonDialog } from "./ReasonDialog";

type Status = (typeof DEPOSIT_STATUSES)[number];

/** The deposit queue: pending first; finance confirms money that arrived or rejects with a reason. */
export default function DepositsPage() {
  const { t } = useTranslation(["finance", "common"]);
  const brandId = useBrandId();
  const queryClient = useQueryClient();
  const money = useMoney();
  const [status, setStatus] = useState<Status | "">("pending");
  const [account, setAccount] = useState("");
  const [search, setSearch] = useState<DepositQuery>({ status: "pending", page: 1, pageSize: 20 });
  const [action, setAction] = useState<{ kind: "confirm" | "reject"; deposit: FinanceDepositView }>();
  const query = useQuery(depositsQuery(brandId, search));

  return (
    <>
      <PageHeader title={t("deposits.title")} description={t("deposits.description")} />
      <div className="stack stack--lg">
        <Card>
          <form
            className="filters"
            onSubmit={(event) => {
              event.preventDefault();
              setSearch({
                status: status || undefined,
                account: account.trim() || undefined,
                page: 1,
                pageSize: 20,
              });
            }}
          >
            <StatusFilter statuses={DEPOSIT_STATUSES} value={status} onChange={setStatus} />
            <TextField
              label={t("fields.account")}
              type="search"
              value={account}
              maxLength={64}
              onChange={(event) => setAccount(event.target.value)}
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
            <EmptyState title={t("deposits.empty")} />
          ) : (
            <>
              <TableWrap label={t("deposits.title")}>
                <table className="table">
                  <thead>
                    <tr>
                      <th scope="col">{t("fields.time")}</th>
                      <th scope="col">{t("fields.member")}</th>
                      <th scope="col">{t("fields.channel")}</th>
                      <th scope="col" className="num">
                        {t("fields.amount")}
                      </th>
                      <th scope="col">{t("fields.reference")}</th>
                      <th scope="col">{t("fields.status")}</th>
                      <th scope="col">{t("fields.reviewer")}</th>
                      <th scope="col">{t("fields.actions")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {query.data.list.map((deposit) => (
                      <tr key={deposit.id}>
                        <td className="nowrap">{formatDateTime(deposit.createdAt)}</td>
                        <td>
                          <Link to={`/members/${deposit.memberId}`}>{deposit.account}</Link>
                        </td>
                        <td>
                          {deposit.channelName}
                          <span className="muted small"> · {t(`channelTypes.${deposit.channelType}`)}</span>
                        </td>
                        <td className="num nowrap">{money(deposit.amount)}</td>
                        <td className="mono">{deposit.reference}</td>
                        <td>
                          <StatusBadge status={deposit.status} />
                          {deposit.reason && <div className="muted small">{deposit.reason}</div>}
                        </td>
                        <td>{deposit.reviewer ?? ""}</td>
                        <td className="actions">
                          {deposit.status === "pending" && (
                            <div className="row">
                              <Button
                                size="small"
                                variant="primary"
                                icon="check"
                                aria-label={t("deposits.confirmOf", { reference: deposit.reference })}
                                onClick={() => setAction({ kind: "confirm", deposit })}
                              >
                                {t("deposits.confirm")}
                              </Button>
                              <Button
                                size="small"
                                variant="danger"
                                aria-label={t("deposits.rejectOf", { reference: deposit.reference })}
                                onClick={() => setAction({ kind: "reject", deposit })}
                              >
                                {t("actions.reject")}
                              </Button>
                            </div>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableWrap>
              <Paginator
                page={query.data.page}
                pageSize={query.data.pageSize}
                total={query.data.total}
                onPage={(page) => setSearch({ ...search, page })}
              />
            </>
          )}
        </Card>
      </div>
      {action && (
        <ReasonDialog
          title={
            action.kind === "confirm"
              ? t("deposits.confirmTitle", { reference: action.deposit.reference })
              : t("deposits.rejectTitle", { reference: action.deposit.reference })
          }
          confirmLabel={action.kind === "confirm" ? t("deposits.confirm") : t("actions.reject")}
          tone={action.kind === "confirm" ? "primary" : "danger"}
          required={action.kind === "reject"}
          run={(text) =>
            action.kind === "confirm"
              ? confirmDeposit(brandId, action.deposit.id, text)
              : rejectDeposit(brandId, action.deposit.id, text ?? "")
          }
          success={
            action.kind === "confirm"
              ? t("deposits.confirmed", { reference: action.deposit.reference })
              : t("deposits.rejected", { reference: action.deposit.reference })
          }
          failure={t("failed")}
          onDone={() => financeChanged(queryClient, brandId)}
          onClose={() => setAction(undefined)}
        >
          <p>
            {t("deposits.summary", {
              account: action.deposit.account,
              amount: money(action.deposit.amount),
              channel: action.deposit.channelName,
            })}
          </p>
        </ReasonDialog>
      )}
    </>
  );
}
