import { CONTRACT_STATUSES, CONTRACT_TYPES, type ContractStatus, type ContractType } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import { FilterBar } from "@lotus/ui/data/FilterBar";
import type { FilterField } from "@lotus/ui/data/filters";
import { PagedTable } from "@lotus/ui/data/PagedTable";
import { type RowAction, RowActions } from "@lotus/ui/data/RowActions";
import { useFilters } from "@lotus/ui/data/use-filters";
import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { RECORDS_PER_PAGE } from "../../../lib/constants";
import { type Contract, downlineContractsQuery } from "../api/contracts-api";
import { ContractActionDialog, type ContractCommand } from "./ContractActionDialog";
import { ContractDetails } from "./ContractDetails";
import { OfferContractDialog } from "./OfferContractDialog";
import { ContractStatusBadge, rateText, useFormats } from "./parts";

type Action = RowAction<Contract> & { id: ContractCommand | "offer" | "details" };

const isType = (value: string): value is ContractType =>
  (CONTRACT_TYPES as readonly string[]).includes(value);
const isStatus = (value: string): value is ContractStatus =>
  (CONTRACT_STATUSES as readonly string[]).includes(value);

/** The lowest and highest rate of a contract's rows ("0.30 % – 0.80 %"). */
function rateRange(contract: Contract): string {
  const rates = contract.current.rows.map((row) => row.rateBp);
  const low = Math.min(...rates);
  const high = Math.max(...rates);
  return low === high ? rateText(low) : `${rateText(low)} – ${rateText(high)}`;
}

/**
 * The contracts I offered to or hold with my direct downlines, by type and status: offer a new
 * version (or another type), withdraw an offer not signed yet, give notice on one in force.
 */
export function DownlineContracts() {
  const { t } = useTranslation("contracts");
  const { time } = useFormats();
  const fields = useMemo<FilterField[]>(
    () => [
      {
        kind: "select",
        name: "type",
        label: t("downlines.type"),
        allLabel: t("downlines.all"),
        options: CONTRACT_TYPES.map((value) => ({ value, label: t(`types.${value}`) })),
      },
      {
        kind: "status",
        name: "status",
        label: t("details.status"),
        allLabel: t("downlines.all"),
        options: CONTRACT_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })),
      },
    ],
    [t],
  );
  const filters = useFilters(fields);
  const type = filters.values.type ?? "";
  const status = filters.values.status ?? "";
  const list = useQuery(
    downlineContractsQuery({
      ...(isType(type) ? { type } : {}),
      ...(isStatus(status) ? { status } : {}),
      page: filters.page,
      pageSize: RECORDS_PER_PAGE,
    }),
  );
  const [open, setOpen] = useState<{ action: Action["id"]; contract: Contract } | null>(null);

  const actions: Action[] = [
    {
      id: "details",
      label: t("downlines.details"),
      variant: "ghost",
      name: (row) => t("downlines.detailsOf", { account: row.agentAccount }),
    },
    {
      id: "offer",
      label: t("downlines.offer"),
      name: (row) => t("downlines.offerTo", { account: row.agentAccount }),
      when: (row) =>
        row.status === "active" ||
        row.status === "terminated" ||
        row.status === "rejected" ||
        row.status === "cancelled",
    },
    {
      id: "cancelOffer",
      label: t("commands.cancelOffer.button"),
      variant: "danger",
      when: (row) => row.status === "pending",
    },
    {
      id: "terminateDownline",
      label: t("commands.terminateDownline.button"),
      variant: "danger",
      when: (row) => row.status === "active",
    },
  ];

  const columns: DataColumn<Contract>[] = [
    { id: "account", header: t("downlines.account"), primary: true, cell: (row) => row.agentAccount },
    { id: "type", header: t("downlines.type"), cell: (row) => t(`types.${row.type}`) },
    { id: "status", header: t("details.status"), cell: (row) => <ContractStatusBadge status={row.status} /> },
    { id: "rate", header: t("rows.rate"), numeric: true, cell: rateRange },
    {
      id: "version",
      header: t("details.version"),
      cell: (row) => t("details.versionNumber", { n: row.current.version }),
    },
    {
      id: "effectiveFrom",
      header: t("details.effectiveFrom"),
      cell: (row) => time(row.current.effectiveFrom),
    },
    {
      id: "endsAt",
      header: t("details.endsAt"),
      cell: (row) => (row.endsAt !== null ? time(row.endsAt) : "—"),
    },
  ];

  return (
    <div className="contracts-downlines">
      <p className="field__hint">{t("downlines.intro")}</p>
      <FilterBar fields={fields} state={filters} />
      <PagedTable
        query={list}
        label={t("downlines.caption")}
        empty={t("downlines.none")}
        columns={columns}
        rowKey={(row) => row.id}
        onPage={filters.setPage}
        rowActions={(row) => (
          <RowActions
            row={row}
            actions={actions}
            onAction={(action, contract) =>
              setOpen((current) =>
                // Details opens under the row; a second click folds it away.
                action.id === "details" &&
                current?.action === "details" &&
                current.contract.id === contract.id
                  ? null
                  : { action: action.id, contract },
              )
            }
          />
        )}
        rowDetail={(row) =>
          open?.action === "details" && open.contract.id === row.id ? (
            <ContractDetails contract={row} party="agent" />
          ) : null
        }
      />
      {open?.action === "offer" && (
        <OfferContractDialog
          downline={{ id: open.contract.agentId, account: open.contract.agentAccount }}
          start={{
            type: open.contract.type,
            rows: open.contract.current.rows,
            period: open.contract.current.period,
            carryNegative: open.contract.current.carryNegative,
          }}
          onClose={() => setOpen(null)}
        />
      )}
      {open && open.action !== "offer" && open.action !== "details" && (
        <ContractActionDialog command={open.action} contract={open.contract} onClose={() => setOpen(null)} />
      )}
    </div>
  );
}
