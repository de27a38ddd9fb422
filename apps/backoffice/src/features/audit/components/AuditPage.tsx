import "./audit.css";
import type { AuditEntryView } from "@lotus/contracts";
import { useQuery } from "@tanstack/react-query";
import { Fragment, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { Button } from "../../../components/ui/Button";
import { SelectField, TextField } from "../../../components/ui/Field";
import { JsonView } from "../../../components/ui/JsonView";
import { Paginator } from "../../../components/ui/Paginator";
import { Card, EmptyState, ErrorState, PageHeader, Spinner, TableWrap } from "../../../components/ui/States";
import { useCan, useConsole } from "../../../lib/console-context";
import { formatDateTime } from "../../../lib/format";
import { operatorsQuery } from "../../../lib/operators-query";
import { auditQuery } from "../api/audit-api";
import { type AuditFilter, EMPTY_FILTER, readFilter, toQuery, writeFilter } from "./audit-filter";

const PAGE_SIZE = 25;
const TARGET_TYPES = ["operator", "brand", "member", "announcement", "help_category", "help_article"];

export default function AuditPage() {
  const { t } = useTranslation(["audit", "common"]);
  const [params, setParams] = useSearchParams();
  const filter = readFilter(params);
  const [draft, setDraft] = useState<AuditFilter>(filter);
  const checked = toQuery(filter, PAGE_SIZE);
  const draftProblems = toQuery(draft, PAGE_SIZE);
  const [showProblems, setShowProblems] = useState(false);
  const query = useQuery({
    ...auditQuery(checked.ok ? checked.query : { page: 1, pageSize: PAGE_SIZE }),
    enabled: checked.ok,
  });

  const apply = (next: AuditFilter) => {
    setDraft(next);
    setParams(writeFilter(next));
  };
  const problem = (key: keyof AuditFilter) => {
    if (!showProblems || draftProblems.ok) return undefined;
    const kind = draftProblems.problems[key];
    return kind === "range" ? t("filters.badRange") : kind ? t("common:validation.format") : undefined;
  };
  const field = (key: keyof AuditFilter) => ({
    value: String(draft[key]),
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value }),
    error: problem(key),
  });

  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <div className="stack stack--lg">
        <Card>
          <form
            className="filters"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              const next = { ...draft, page: 1 };
              if (!toQuery(next, PAGE_SIZE).ok) {
                setShowProblems(true);
                return;
              }
              setShowProblems(false);
              apply(next);
            }}
          >
            <OperatorFilter {...field("operatorId")} />
            <TextField
              label={t("filters.targetType")}
              list="audit-target-types"
              maxLength={64}
              {...field("targetType")}
            />
            <datalist id="audit-target-types">
              {TARGET_TYPES.map((type) => (
                <option key={type} value={type} />
              ))}
            </datalist>
            <TextField label={t("filters.targetId")} maxLength={64} {...field("targetId")} />
            <TextField
              label={t("filters.action")}
              maxLength={64}
              placeholder="operator.login"
              {...field("action")}
            />
            <TextField label={t("filters.from")} type="date" {...field("from")} />
            <TextField label={t("filters.to")} type="date" {...field("to")} />
            <Button type="submit" variant="primary" icon="search">
              {t("common:actions.apply")}
            </Button>
            <Button
              variant="ghost"
              onClick={() => {
                setShowProblems(false);
                apply(EMPTY_FILTER);
              }}
            >
              {t("common:actions.clear")}
            </Button>
          </form>
        </Card>
        <Card className="card--flush">
          {!checked.ok ? (
            <EmptyState title={t("badAddress")} />
          ) : query.isPending ? (
            <Spinner />
          ) : query.isError ? (
            <ErrorState error={query.error} onRetry={() => void query.refetch()} />
          ) : query.data.list.length === 0 ? (
            <EmptyState title={t("empty")} />
          ) : (
            <>
              <AuditTable
                entries={query.data.list}
                onOperator={(operatorId) => apply({ ...filter, operatorId, page: 1 })}
              />
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

/** Operators by name for those who may list them; an operator id otherwise. */
function OperatorFilter({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (event: { target: { value: string } }) => void;
  error?: string;
}) {
  const { t } = useTranslation(["audit", "common"]);
  const can = useCan();
  const operators = useQuery({ ...operatorsQuery, enabled: can("operators.manage") });
  if (!can("operators.manage") || !operators.data) {
    return (
      <TextField
        label={t("filters.operatorId")}
        value={value}
        onChange={onChange}
        error={error}
        spellCheck={false}
      />
    );
  }
  const known = operators.data.some((operator) => operator.id === value);
  return (
    <SelectField label={t("filters.operator")} value={value} onChange={onChange} error={error}>
      <option value="">{t("filters.anyOperator")}</option>
      {!known && value && <option value={value}>{value}</option>}
      {operators.data.map((operator) => (
        <option key={operator.id} value={operator.id}>
          {operator.displayName} ({operator.username})
        </option>
      ))}
    </SelectField>
  );
}

function AuditTable({
  entries,
  onOperator,
}: {
  entries: AuditEntryView[];
  onOperator: (operatorId: string) => void;
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
  return (
    <TableWrap label={t("title")}>
      <table className="table audit-table">
        <thead>
          <tr>
            <th scope="col">{t("columns.at")}</th>
            <th scope="col">{t("columns.operator")}</th>
            <th scope="col">{t("columns.action")}</th>
            <th scope="col">{t("columns.target")}</th>
            <th scope="col">{t("columns.brand")}</th>
            <th scope="col">{t("columns.ip")}</th>
            <th scope="col">{t("columns.reason")}</th>
            <th scope="col" className="actions">
              <span className="visually-hidden">{t("columns.details")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const expanded = open.has(entry.id);
            return (
              <Fragment key={entry.id}>
                <tr>
                  <td className="nowrap">{formatDateTime(entry.at)}</td>
                  <td>
                    {entry.operatorId ? (
                      <button
                        type="button"
                        className="link-btn"
                        title={t("filterByOperator")}
                        onClick={() => entry.operatorId && onOperator(entry.operatorId)}
                      >
                        {entry.operatorName}
                      </button>
                    ) : (
                      entry.operatorName
                    )}
                  </td>
                  <td className="mono">{entry.action}</td>
                  <td>
                    <span className="mono">{entry.targetType}</span>
                    {entry.targetId && (
                      <span className="mono muted small audit-table__id"> {entry.targetId}</span>
                    )}
                  </td>
                  <td>{brandName(entry.brandId)}</td>
                  <td className="mono">{entry.ip ?? ""}</td>
                  <td className="audit-table__reason">{entry.reason ?? ""}</td>
                  <td className="actions">
                    <Button
                      size="small"
                      variant="ghost"
                      aria-expanded={expanded}
                      aria-controls={`audit-${entry.id}`}
                      onClick={() => toggle(entry.id)}
                    >
                      {expanded ? t("hideDetails") : t("showDetails")}
                    </Button>
                  </td>
                </tr>
                {expanded && (
                  <tr id={`audit-${entry.id}`} className="audit-table__details">
                    <td colSpan={8}>
                      <div className="grid-2">
                        <JsonView label={t("before")} value={entry.before} />
                        <JsonView label={t("after")} value={entry.after} />
                      </div>
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </TableWrap>
  );
}
