import {
  C2C_CONFIRMATION_STATUSES,
  type FinanceDisputeView,
  type FinanceWithdrawalView,
  WITHDRAWAL_STATUSES,
} from "@lotus/contracts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../../components/ui/Button";
import { FieldGroup, Radio, TextField } from "../../../components/ui/Field";
import { Paginator } from "../../../components/ui/Paginator";
import { Card, EmptyState, ErrorState, PageHeader, Spinner, TableWrap } from "../../../components/ui/States";
import { TabPanel, Tabs } from "../../../components/ui/Tabs";
import { useBrandId } from "../../../lib/console-context";
import { formatDateTime } from "../../../lib/format";
import {
  approveWithdrawal,
  type DisputeQuery,
  disburseWithdrawal,
  disputesQuery,
  financeChanged,
  rejectWithdrawal,
  resolveDispute,
  type WithdrawalQuery,
  withdrawalsQuery,
} from "../api/finance-api";
import { useMoney } from "./money";
import { StatusBadge, StatusFilter } from "./parts";
import { ReasonDialog } from "./ReasonDialog";

type Status = (typeof WITHDRAWAL_STATUSES)[number];
type DisputeStatus = (typeof C2C_CONFIRMATION_STATUSES)[number];
type Tab = "queue" | "disputes";

/** The withdrawal queue (approve, mark paid out, reject) and the payments reported as not received. */
export default function WithdrawalsPage() {
  const { t } = useTranslation(["finance", "common"]);
  const [tab, setTab] = useState<Tab>("queue");
  return (
    <>
      <PageHeader title={t("withdrawals.title")} description={t("withdrawals.description")} />
      <Tabs
        idPrefix="withdrawals"
        label={t("withdrawals.tabsLabel")}
        active={tab}
        onChange={setTab}
        tabs={[
          { id: "queue", label: t("withdrawals.tabs.queue") },
          { id: "disputes", label: t("withdrawals.tabs.disputes") },
        ]}
      />
      <TabPanel idPrefix="withdrawals" id="queue" active={tab === "queue"}>
        <WithdrawalQueue />
      </TabPanel>
      <TabPanel idPrefix="withdrawals" id="disputes" active={tab === "disputes"}>
        {tab === "disputes" && <DisputeList />}
      </TabPanel>
    </>
  );
}

type WithdrawalAction = "approve" | "disburse" | "reject";
const DONE_KEY = {
  approve: "withdrawals.approved",
  disburse: "withdrawals.disbursed",
  reject: "withdrawals.rejected",
} as const;

function WithdrawalQueue() {
  const { t } = useTranslation(["finance", "common"]);
  const brandId = useBrandId();
  const queryClient = useQueryClient();
  const money = useMoney();
  const [status, setStatus] = useState<Status | "">("pending");
  const [account, setAccount] = useState("");
  const [search, setSearch] = useState<WithdrawalQuery>({ status: "pending", page: 1, pageSize: 20 });
  const [action, setAction] = useState<{ kind: WithdrawalAction; withdrawal: FinanceWithdrawalView }>();
  const query = useQuery(withdrawalsQuery(brandId, search));

  const run = (kind: WithdrawalAction, id: string, text: string | undefined) =>
    kind === "approve"
      ? approveWithdrawal(brandId, id, text)
      : kind === "disburse"
        ? disburseWithdrawal(brandId, id, text)
        : rejectWithdrawal(brandId, id, text ?? "");

  return (
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
          <StatusFilter statuses={WITHDRAWAL_STATUSES} value={status} onChange={setStatus} />
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
          <EmptyState title={t("withdrawals.empty")} />
        ) : (
          <>
            <TableWrap label={t("withdrawals.title")}>
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">{t("fields.time")}</th>
                    <th scope="col">{t("fields.member")}</th>
                    <th scope="col" className="num">
                      {t("fields.amount")}
                    </th>
                    <th scope="col">{t("fields.bank")}</th>
                    <th scope="col">{t("fields.reference")}</th>
                    <th scope="col">{t("fields.status")}</th>
                    <th scope="col">{t("fields.reviewer")}</th>
                    <th scope="col">{t("fields.actions")}</th>
                  </tr>
                </thead>
                <tbody>
                  {query.data.list.map((withdrawal) => (
                    <tr key={withdrawal.id}>
                      <td className="nowrap">{formatDateTime(withdrawal.createdAt)}</td>
                      <td>
                        <Link to={`/members/${withdrawal.memberId}`}>{withdrawal.account}</Link>
                      </td>
                      <td className="num nowrap">
                        {money(withdrawal.amount)}
                        {withdrawal.receivedAmount > 0 && (
                          <div className="muted small">
                            {t("withdrawals.received", { amount: money(withdrawal.receivedAmount) })}
                          </div>
                        )}
                      </td>
                      <td>
                        {withdrawal.bank.bankName}
                        <div className="mono small">{withdrawal.bank.accountNumber}</div>
                        <div className="small">{withdrawal.bank.payeeName}</div>
                      </td>
                      <td className="mono">{withdrawal.reference}</td>
                      <td>
                        <StatusBadge status={withdrawal.status} />
                        {withdrawal.reason && <div className="muted small">{withdrawal.reason}</div>}
                      </td>
                      <td>{withdrawal.reviewer ?? ""}</td>
                      <td className="actions">
                        <div className="row">
                          {withdrawal.status === "pending" && (
                            <Button
                              size="small"
                              variant="primary"
                              icon="check"
                              aria-label={t("withdrawals.approveOf", { reference: withdrawal.reference })}
                              onClick={() => setAction({ kind: "approve", withdrawal })}
                            >
                              {t("withdrawals.approve")}
                            </Button>
                          )}
                          {withdrawal.status === "approved" && (
                            <Button
                              size="small"
                              variant="primary"
                              aria-label={t("withdrawals.disburseOf", { reference: withdrawal.reference })}
                              onClick={() => setAction({ kind: "disburse", withdrawal })}
                            >
                              {t("withdrawals.disburse")}
                            </Button>
                          )}
                          {(withdrawal.status === "pending" || withdrawal.status === "approved") && (
                            <Button
                              size="small"
                              variant="danger"
                              aria-label={t("withdrawals.rejectOf", { reference: withdrawal.reference })}
                              onClick={() => setAction({ kind: "reject", withdrawal })}
                            >
                              {t("actions.reject")}
                            </Button>
                          )}
                        </div>
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
      {action && (
        <ReasonDialog
          title={t(`withdrawals.${action.kind}Title`, { reference: action.withdrawal.reference })}
          confirmLabel={action.kind === "reject" ? t("actions.reject") : t(`withdrawals.${action.kind}`)}
          tone={action.kind === "reject" ? "danger" : "primary"}
          required={action.kind === "reject"}
          run={(text) => run(action.kind, action.withdrawal.id, text)}
          success={t(DONE_KEY[action.kind], { reference: action.withdrawal.reference })}
          failure={t("failed")}
          onDone={() => financeChanged(queryClient, brandId)}
          onClose={() => setAction(undefined)}
        >
          <p>
            {t("withdrawals.summary", {
              account: action.withdrawal.account,
              amount: money(action.withdrawal.amount),
            })}
          </p>
          <dl className="kv">
            <dt>{t("fields.bank")}</dt>
            <dd>{action.withdrawal.bank.bankName}</dd>
            <dt>{t("fields.accountNumber")}</dt>
            <dd className="mono">{action.withdrawal.bank.accountNumber}</dd>
            <dt>{t("fields.payeeName")}</dt>
            <dd>{action.withdrawal.bank.payeeName}</dd>
          </dl>
        </ReasonDialog>
      )}
    </div>
  );
}

function DisputeList() {
  const { t } = useTranslation(["finance", "common"]);
  const brandId = useBrandId();
  const money = useMoney();
  const [search, setSearch] = useState<DisputeQuery>({ status: "not_received", page: 1, pageSize: 20 });
  const [resolving, setResolving] = useState<FinanceDisputeView>();
  const query = useQuery(disputesQuery(brandId, search));
  return (
    <div className="stack stack--lg">
      <Card>
        <div className="filters">
          <StatusFilter<DisputeStatus>
            statuses={C2C_CONFIRMATION_STATUSES}
            value={search.status ?? "not_received"}
            onChange={(status) => setSearch({ ...search, status: status || "not_received", page: 1 })}
          />
        </div>
      </Card>
      <Card className="card--flush">
        {query.isPending ? (
          <Spinner />
        ) : query.isError ? (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        ) : query.data.list.length === 0 ? (
          <EmptyState title={t("disputes.empty")} />
        ) : (
          <>
            <TableWrap label={t("withdrawals.tabs.disputes")}>
              <table className="table">
                <thead>
                  <tr>
                    <th scope="col">{t("fields.time")}</th>
                    <th scope="col">{t("disputes.source")}</th>
                    <th scope="col">{t("disputes.withdrawal")}</th>
                    <th scope="col">{t("disputes.deposit")}</th>
                    <th scope="col" className="num">
                      {t("fields.amount")}
                    </th>
                    <th scope="col">{t("fields.status")}</th>
                    <th scope="col">{t("disputes.proofs")}</th>
                    <th scope="col">{t("fields.actions")}</th>
                  </tr>
                </thead>
                <tbody>
                  {query.data.list.map((dispute) => (
                    <tr key={dispute.id}>
                      <td className="nowrap">{formatDateTime(dispute.createdAt)}</td>
                      <td>{t(`disputes.sources.${dispute.source}`)}</td>
                      <td>
                        {dispute.withdrawerAccount}
                        <div className="mono small">{dispute.withdrawalReference}</div>
                      </td>
                      <td>
                        {dispute.depositorAccount ?? ""}
                        <div className="mono small">{dispute.depositReference ?? ""}</div>
                      </td>
                      <td className="num nowrap">{money(dispute.amount)}</td>
                      <td>
                        <StatusBadge status={dispute.status} />
                        {dispute.remark && <div className="muted small">{dispute.remark}</div>}
                        {dispute.resolutionReason && (
                          <div className="muted small">{dispute.resolutionReason}</div>
                        )}
                      </td>
                      <td>
                        <div className="stack">
                          {[...dispute.proofUrls, ...dispute.disputeProofUrls].map((url, index) => (
                            <a key={url} href={url} target="_blank" rel="noreferrer">
                              {t("disputes.proof", { number: index + 1 })}
                            </a>
                          ))}
                        </div>
                      </td>
                      <td className="actions">
                        {(dispute.status === "not_received" || dispute.status === "disputed") && (
                          <Button size="small" variant="primary" onClick={() => setResolving(dispute)}>
                            {t("disputes.resolve")}
                          </Button>
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
      {resolving && <ResolveDialog dispute={resolving} onClose={() => setResolving(undefined)} />}
    </div>
  );
}

function ResolveDialog({ dispute, onClose }: { dispute: FinanceDisputeView; onClose: () => void }) {
  const { t } = useTranslation(["finance", "common"]);
  const brandId = useBrandId();
  const queryClient = useQueryClient();
  const money = useMoney();
  const [resolution, setResolution] = useState<"force_received" | "refund">("force_received");
  return (
    <ReasonDialog
      title={t("disputes.resolveTitle", { reference: dispute.withdrawalReference })}
      confirmLabel={t("disputes.resolve")}
      required
      run={(reason) => resolveDispute(brandId, dispute.id, { resolution, reason: reason ?? "" })}
      success={t("disputes.resolved", { reference: dispute.withdrawalReference })}
      failure={t("failed")}
      onDone={() => financeChanged(queryClient, brandId)}
      onClose={onClose}
    >
      <p>{t("disputes.summary", { amount: money(dispute.amount), account: dispute.withdrawerAccount })}</p>
      <FieldGroup legend={t("disputes.resolution")}>
        {(["force_received", "refund"] as const).map((option) => (
          <Radio
            key={option}
            name="resolution"
            value={option}
            checked={resolution === option}
            onChange={() => setResolution(option)}
            label={
              <>
                {t(`disputes.resolutions.${option}`)}
                <span className="muted small">
                  {" "}
                  — {t(`disputes.resolutionHints.${dispute.source}.${option}`)}
                </span>
              </>
            }
          />
        ))}
      </FieldGroup>
    </ReasonDialog>
  );
}
