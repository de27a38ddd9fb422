import { ApiError, NETWORK_ERROR } from "@lotus/ui/api/api-error";
import type { DataColumn } from "@lotus/ui/data/columns";
import { PagedTable, type PageResult } from "@lotus/ui/data/PagedTable";
import { type QueryState, QueryView } from "@lotus/ui/data/QueryView";
import { Money } from "@lotus/ui/format/Money";
import { Button } from "@lotus/ui/primitives/Button";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { KitSample } from "./kit-sample";
import { SAMPLE_DEPOSITS, SAMPLE_SYMBOL, type SampleDeposit } from "./sample-deposits";

const STATES = ["loading", "error", "empty", "data"] as const;
type FakeState = (typeof STATES)[number];

/** What a lost connection looks like to the API client: the kit explains it and offers a retry. */
const OFFLINE = new ApiError({ code: NETWORK_ERROR, message: "", status: 0 });

/** The shape useQuery returns, for each state the buttons pick; Retry "succeeds" with the rows. */
function fakeQuery(state: FakeState, retry: () => void): QueryState<readonly SampleDeposit[]> {
  return {
    data: state === "data" ? SAMPLE_DEPOSITS.slice(0, 3) : state === "empty" ? [] : undefined,
    error: state === "error" ? OFFLINE : null,
    isPending: state === "loading",
    isError: state === "error",
    refetch: retry,
  };
}

/** The same request as one page of a server list, for PagedTable. */
function asPage(query: QueryState<readonly SampleDeposit[]>): QueryState<PageResult<SampleDeposit>> {
  const list = query.data;
  return { ...query, data: list && { list, page: 1, pageSize: 20, total: list.length } };
}

function QueryViewSample() {
  const { t } = useTranslation("kit");
  const [state, setState] = useState<FakeState>("loading");
  const query = fakeQuery(state, () => setState("data"));
  const columns: DataColumn<SampleDeposit>[] = [
    {
      id: "reference",
      header: t("table.reference"),
      className: "mono",
      primary: true,
      cell: (row) => row.reference,
    },
    {
      id: "amount",
      header: t("table.amount"),
      numeric: true,
      cell: (row) => <Money amount={row.amount} symbol={SAMPLE_SYMBOL} />,
    },
  ];
  return (
    <div className="stack">
      <fieldset className="plain-fieldset row">
        <legend className="visually-hidden">{t("queryView.pick")}</legend>
        {STATES.map((option) => (
          <Button
            key={option}
            size="small"
            variant={option === state ? "primary" : "secondary"}
            aria-pressed={option === state}
            onClick={() => setState(option)}
          >
            {t(`queryView.states.${option}`)}
          </Button>
        ))}
      </fieldset>
      <QueryView query={query} empty={<p className="muted">{t("queryView.empty")}</p>}>
        {(rows) => (
          <ul className="stack kit-sample__list">
            {rows.map((row) => (
              <li key={row.reference} className="row">
                <span className="mono">{row.reference}</span>
                <Money amount={row.amount} symbol={SAMPLE_SYMBOL} />
              </li>
            ))}
          </ul>
        )}
      </QueryView>
      <PagedTable
        query={asPage(query)}
        empty={t("queryView.empty")}
        onPage={() => undefined}
        label={t("queryView.paged")}
        columns={columns}
        rowKey={(row) => row.reference}
      />
    </div>
  );
}

export const queryViewSamples: KitSample = {
  group: "queryView",
  importPaths: ["@lotus/ui/data/QueryView", "@lotus/ui/data/PagedTable"],
  Sample: QueryViewSample,
};
