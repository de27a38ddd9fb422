import type { DataColumn } from "@lotus/ui/data/columns";
import type { FilterField } from "@lotus/ui/data/filters";
import { DateTime } from "@lotus/ui/format/DateTime";
import { Badge } from "@lotus/ui/status/Badge";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { statusTone } from "./finance-helpers";

export function StatusBadge({ status }: { status: string }) {
  const { t } = useTranslation("finance");
  return <Badge tone={statusTone(status)}>{t(`statuses.${status}` as "statuses.pending", status)}</Badge>;
}

/** The "every status" choice of a queue that opens on one status (kept in the URL as such). */
export const ALL_STATUSES = "all";

/**
 * A queue's status filter for the FilterBar: every status by name. A queue that opens on one
 * status (`opensOn`) offers "All" as an explicit choice when `withAll`; without `opensOn`, no
 * status means all. `name` is the URL parameter (two lists on one page need two).
 */
export function useStatusField(
  statuses: readonly string[],
  { opensOn, withAll = true, name = "status" }: { opensOn?: string; withAll?: boolean; name?: string } = {},
): FilterField {
  const { t } = useTranslation("finance");
  return useMemo(() => {
    const label = t("filters.status");
    const options = statuses.map((status) => ({
      value: status,
      label: t(`statuses.${status}` as "statuses.pending", status),
    }));
    if (!opensOn) return { kind: "status", name, label, options };
    return {
      kind: "status",
      name,
      label,
      required: true,
      defaultValue: opensOn,
      options: withAll ? [{ value: ALL_STATUSES, label: t("filters.all") }, ...options] : options,
    };
  }, [t, statuses, opensOn, withAll, name]);
}

/** The status to send for a filter value: none for "all". */
export function chosenStatus<S extends string>(value: string | undefined): S | undefined {
  return value && value !== ALL_STATUSES ? (value as S) : undefined;
}

/** The columns the money queues share: when, whose, how it stands and who decided. */
export function useQueueColumns() {
  const { t } = useTranslation("finance");
  return {
    time: <Row extends { createdAt: number }>(): DataColumn<Row> => ({
      id: "time",
      header: t("fields.time"),
      primary: true,
      className: "nowrap",
      cell: (row) => <DateTime at={row.createdAt} />,
    }),
    member: <Row extends { memberId: string; account: string }>(): DataColumn<Row> => ({
      id: "member",
      header: t("fields.member"),
      cell: (row) => <Link to={`/members/${row.memberId}`}>{row.account}</Link>,
    }),
    /** The status badge with the decision's reason under it. */
    status: <Row extends { status: string }>(
      note: (row: Row) => string | null | undefined,
    ): DataColumn<Row> => ({
      id: "status",
      header: t("fields.status"),
      cell: (row) => {
        const text = note(row);
        return (
          <>
            <StatusBadge status={row.status} />
            {text && <div className="muted small">{text}</div>}
          </>
        );
      },
    }),
    reviewer: <Row extends { reviewer: string | null }>(): DataColumn<Row> => ({
      id: "reviewer",
      header: t("fields.reviewer"),
      cell: (row) => row.reviewer ?? "",
    }),
  };
}
