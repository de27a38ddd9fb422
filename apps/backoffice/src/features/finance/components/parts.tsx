import type { FilterField } from "@lotus/ui/data/filters";
import { Badge } from "@lotus/ui/status/Badge";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
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
