import { C2C_CONFIRMATION_STATUSES, type FinanceDisputeView } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import { PagedTable } from "@lotus/ui/data/PagedTable";
import { useFilters } from "@lotus/ui/data/use-filters";
import { Button } from "@lotus/ui/primitives/Button";
import { FieldGroup, Radio } from "@lotus/ui/primitives/Choice";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { FilteredList } from "../../../components/ui/FilteredList";
import { useBrandId } from "../../../lib/console-context";
import { type DisputeQuery, disputesQuery, financeChanged, resolveDispute } from "../api/finance-api";
import { useMoney } from "./money";
import { chosenStatus, StatusBadge, useQueueColumns, useStatusField } from "./parts";
import { ReasonDialog } from "./ReasonDialog";

type DisputeStatus = (typeof C2C_CONFIRMATION_STATUSES)[number];

const PAGE_SIZE = 20;

/** Payments a member reported as not received (or disputed): finance resolves each with a reason. */
export function DisputeList() {
  const { t } = useTranslation(["finance", "common"]);
  const brandId = useBrandId();
  const money = useMoney();
  const queue = useQueueColumns();
  const [resolving, setResolving] = useState<FinanceDisputeView>();
  // Disputes open on the payments reported as not received; every status is one choice.
  const statusFilter = useStatusField(C2C_CONFIRMATION_STATUSES, {
    opensOn: "not_received",
    withAll: false,
    name: "disputeStatus",
  });
  const fields = useMemo(() => [statusFilter], [statusFilter]);
  const filters = useFilters(fields);
  const search: DisputeQuery = {
    status: chosenStatus<DisputeStatus>(filters.values.disputeStatus) ?? "not_received",
    page: filters.page,
    pageSize: PAGE_SIZE,
  };
  const query = useQuery({ ...disputesQuery(brandId, search), placeholderData: keepPreviousData });
  const columns: DataColumn<FinanceDisputeView>[] = [
    queue.time(),
    {
      id: "source",
      header: t("disputes.source"),
      cell: (dispute) => t(`disputes.sources.${dispute.source}`),
    },
    {
      id: "withdrawal",
      header: t("disputes.withdrawal"),
      cell: (dispute) => (
        <div>
          {dispute.withdrawerAccount}
          <div className="mono small">{dispute.withdrawalReference}</div>
        </div>
      ),
    },
    {
      id: "deposit",
      header: t("disputes.deposit"),
      cell: (dispute) => (
        <div>
          {dispute.depositorAccount ?? ""}
          <div className="mono small">{dispute.depositReference ?? ""}</div>
        </div>
      ),
    },
    {
      id: "amount",
      header: t("fields.amount"),
      numeric: true,
      className: "nowrap",
      cell: (dispute) => money(dispute.amount),
    },
    {
      id: "status",
      header: t("fields.status"),
      cell: (dispute) => (
        <div>
          <StatusBadge status={dispute.status} />
          {dispute.remark && <div className="muted small">{dispute.remark}</div>}
          {dispute.resolutionReason && <div className="muted small">{dispute.resolutionReason}</div>}
        </div>
      ),
    },
    {
      id: "proofs",
      header: t("disputes.proofs"),
      cell: (dispute) => (
        <div className="stack">
          {[...dispute.proofUrls, ...dispute.disputeProofUrls].map((url, index) => (
            <a key={url} href={url} target="_blank" rel="noreferrer">
              {t("disputes.proof", { number: index + 1 })}
            </a>
          ))}
        </div>
      ),
    },
  ];
  return (
    <>
      <FilteredList fields={fields} filters={filters}>
        <PagedTable
          query={query}
          empty={t("disputes.empty")}
          onPage={filters.setPage}
          label={t("withdrawals.tabs.disputes")}
          columns={columns}
          rowKey={(dispute) => dispute.id}
          rowActions={(dispute) =>
            (dispute.status === "not_received" || dispute.status === "disputed") && (
              <Button size="small" variant="primary" onClick={() => setResolving(dispute)}>
                {t("disputes.resolve")}
              </Button>
            )
          }
        />
      </FilteredList>
      {resolving && <ResolveDialog dispute={resolving} onClose={() => setResolving(undefined)} />}
    </>
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
