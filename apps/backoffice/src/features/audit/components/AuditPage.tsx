import "./audit.css";
import type { AuditEntryView } from "@lotus/contracts";
import type { DataColumn } from "@lotus/ui/data/columns";
import type { FilterField, FilterValues } from "@lotus/ui/data/filters";
import { PagedTable, type PageResult } from "@lotus/ui/data/PagedTable";
import type { QueryState } from "@lotus/ui/data/QueryView";
import { EmptyState } from "@lotus/ui/data/states";
import { useFilters } from "@lotus/ui/data/use-filters";
import { DateTime } from "@lotus/ui/format/DateTime";
import { Button } from "@lotus/ui/primitives/Button";
import { useQuery } from "@tanstack/react-query";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { FilteredList } from "../../../components/ui/FilteredList";
import { JsonView } from "../../../components/ui/JsonView";
import { PageHeader } from "../../../components/ui/States";
import { useCan, useConsole } from "../../../lib/console-context";
import { operatorsQuery } from "../../../lib/operators-query";
import { auditQuery } from "../api/audit-api";
import { AUDIT_PARAMS, auditFilterErrors, toQuery } from "./audit-filter";

const PAGE_SIZE = 25;
const TEXT_MAX_LENGTH = 64;
const TARGET_TYPES = ["operator", "brand", "member", "announcement", "help_category", "help_article"];

/** Operators by name for those who may list them (the linked one kept even if unknown); an id otherwise. */
function useOperatorField(): FilterField {
  const { t } = useTranslation("audit");
  const can = useCan();
  const mayList = can("operators.manage");
  const operators = useQuery({ ...operatorsQuery, enabled: mayList });
  const [params] = useSearchParams();
  const linked = params.get(AUDIT_PARAMS.operatorId)?.trim() ?? "";
  return useMemo<FilterField>(() => {
    const list = mayList ? operators.data : undefined;
    if (!list) return { kind: "text", name: AUDIT_PARAMS.operatorId, label: t("filters.operatorId") };
    const options = list.map((operator) => ({
      value: operator.id,
      label: `${operator.displayName} (${operator.username})`,
    }));
    if (linked && !list.some((operator) => operator.id === linked))
      options.unshift({ value: linked, label: linked });
    return {
      kind: "select",
      name: AUDIT_PARAMS.operatorId,
      label: t("filters.operator"),
      allLabel: t("filters.anyOperator"),
      options,
    };
  }, [t, mayList, operators.data, linked]);
}

/** Every change made through the back office, newest first, filtered by operator, target, action and day. */
export default function AuditPage() {
  const { t } = useTranslation(["audit", "common"]);
  const operatorField = useOperatorField();
  const fields = useMemo<FilterField[]>(
    () => [
      operatorField,
      {
        kind: "text",
        name: AUDIT_PARAMS.targetType,
        label: t("filters.targetType"),
        maxLength: TEXT_MAX_LENGTH,
        suggestions: TARGET_TYPES,
      },
      {
        kind: "text",
        name: AUDIT_PARAMS.targetId,
        label: t("filters.targetId"),
        maxLength: TEXT_MAX_LENGTH,
      },
      {
        kind: "text",
        name: AUDIT_PARAMS.action,
        label: t("filters.action"),
        maxLength: TEXT_MAX_LENGTH,
        placeholder: "operator.login",
      },
      { kind: "dateRange", name: "at", label: t("filters.date") },
    ],
    [t, operatorField],
  );
  const validate = useCallback(
    (values: FilterValues) =>
      auditFilterErrors(values, { format: t("common:validation.format"), range: t("filters.badRange") }),
    [t],
  );
  const filters = useFilters(fields, [], { validate });
  const checked = filters.applied ? toQuery(filters.applied, filters.page, PAGE_SIZE) : null;
  const query = useQuery({
    ...auditQuery(checked?.ok ? checked.query : { page: 1, pageSize: PAGE_SIZE }),
    enabled: checked?.ok === true,
  });

  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <FilteredList fields={fields} filters={filters}>
        {checked?.ok ? (
          <AuditTable
            query={query}
            onOperator={(operatorId) => filters.setFilters({ [AUDIT_PARAMS.operatorId]: operatorId })}
            onPage={filters.setPage}
          />
        ) : (
          <EmptyState title={t("badAddress")} />
        )}
      </FilteredList>
    </>
  );
}

function AuditTable({
  query,
  onOperator,
  onPage,
}: {
  query: QueryState<PageResult<AuditEntryView>>;
  onOperator: (operatorId: string) => void;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation(["audit", "common"]);
  const { brands } = useConsole();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const brandName = (id: string | null) => (id ? (brands.find((brand) => brand.id === id)?.name ?? id) : "");
  const columns: DataColumn<AuditEntryView>[] = [
    {
      id: "at",
      header: t("columns.at"),
      primary: true,
      className: "nowrap",
      cell: (entry) => <DateTime at={entry.at} />,
    },
    {
      id: "operator",
      header: t("columns.operator"),
      cell: (entry) => {
        const operatorId = entry.operatorId;
        if (!operatorId) return entry.operatorName;
        return (
          <button
            type="button"
            className="link-btn"
            title={t("filterByOperator")}
            onClick={() => onOperator(operatorId)}
          >
            {entry.operatorName}
          </button>
        );
      },
    },
    { id: "action", header: t("columns.action"), className: "mono", cell: (entry) => entry.action },
    {
      id: "target",
      header: t("columns.target"),
      cell: (entry) => (
        <>
          <span className="mono">{entry.targetType}</span>
          {entry.targetId && <span className="mono muted small audit-table__id"> {entry.targetId}</span>}
        </>
      ),
    },
    { id: "brand", header: t("columns.brand"), cell: (entry) => brandName(entry.brandId) },
    { id: "ip", header: t("columns.ip"), className: "mono", cell: (entry) => entry.ip ?? "" },
    {
      id: "reason",
      header: t("columns.reason"),
      className: "audit-table__reason",
      cell: (entry) => entry.reason ?? "",
    },
  ];
  return (
    <PagedTable
      query={query}
      empty={t("empty")}
      onPage={onPage}
      label={t("title")}
      columns={columns}
      rowKey={(entry) => entry.id}
      rowActions={(entry) => (
        <Button
          size="small"
          variant="ghost"
          aria-expanded={open.has(entry.id)}
          aria-controls={`audit-${entry.id}`}
          onClick={() => toggle(entry.id)}
        >
          {open.has(entry.id) ? t("hideDetails") : t("showDetails")}
        </Button>
      )}
      rowDetail={(entry) =>
        open.has(entry.id) ? (
          <div id={`audit-${entry.id}`} className="grid-2">
            <JsonView label={t("before")} value={entry.before} />
            <JsonView label={t("after")} value={entry.after} />
          </div>
        ) : null
      }
    />
  );
}
