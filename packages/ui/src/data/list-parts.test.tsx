import { createInstance } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { beforeAll, describe, expect, it } from "vitest";
import en from "../locales/en/ui.json";
import type { DataColumn } from "./columns";
import { PagedTable, type PageResult } from "./PagedTable";
import type { QueryState } from "./QueryView";
import { type RowAction, RowActions } from "./RowActions";

const i18n = createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: "en", resources: { en: { ui: en } }, defaultNS: "ui" });
});

const html = (node: React.ReactNode) =>
  renderToStaticMarkup(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);

interface Deposit {
  id: string;
  status: "pending" | "done";
  mine: boolean;
}
const COLUMNS: DataColumn<Deposit>[] = [{ id: "id", header: "Id", cell: (row) => row.id, primary: true }];

const loaded = (data: PageResult<Deposit>): QueryState<PageResult<Deposit>> => ({
  data,
  error: null,
  isPending: false,
  isError: false,
  refetch: () => undefined,
});

describe("PagedTable", () => {
  it("draws the page's rows, the footer and the pages of the whole list", () => {
    const markup = html(
      <PagedTable
        query={loaded({
          list: [{ id: "d1", status: "pending", mine: false }],
          page: 2,
          pageSize: 1,
          total: 3,
        })}
        empty="Nothing"
        onPage={() => undefined}
        label="Deposits"
        columns={COLUMNS}
        rowKey={(row) => row.id}
        footer={<p>Times in UTC</p>}
      />,
    );
    expect(markup).toContain(">d1<");
    expect(markup.indexOf("Times in UTC")).toBeGreaterThan(markup.indexOf("</table>"));
    expect(markup).toContain("Showing 2–2 of 3");
  });

  it("shows the list's own empty line and no pages when the page has no rows", () => {
    const markup = html(
      <PagedTable
        query={loaded({ list: [], page: 1, pageSize: 20, total: 0 })}
        empty="No deposits"
        onPage={() => undefined}
        label="Deposits"
        columns={COLUMNS}
        rowKey={(row) => row.id}
      />,
    );
    expect(markup).toContain("No deposits");
    expect(markup).not.toContain("<table");
    expect(markup).not.toContain("paginator");
  });
});

const row = (id: string, status: Deposit["status"], mine = false): Deposit => ({ id, status, mine });

describe("RowActions", () => {
  const actions: RowAction<Deposit>[] = [
    {
      id: "confirm",
      label: "Confirm",
      variant: "primary",
      name: (row) => `Confirm ${row.id}`,
      when: (row) => row.status === "pending",
      blocked: (row) => (row.mine ? "Not your own" : undefined),
    },
    { id: "note", label: "Note" },
  ];

  it("offers only the actions the row allows, named after the row", () => {
    const pending = html(
      <RowActions row={row("d1", "pending")} actions={actions} onAction={() => undefined} />,
    );
    expect(pending).toContain('aria-label="Confirm d1"');
    expect(pending).toContain("Note");
    const done = html(<RowActions row={row("d2", "done")} actions={actions} onAction={() => undefined} />);
    expect(done).not.toContain("Confirm");
    expect(done).toContain("Note");
  });

  it("shows a blocked action disabled with the reason as its title, and nothing without actions", () => {
    const mine = html(
      <RowActions row={row("d3", "pending", true)} actions={actions} onAction={() => undefined} />,
    );
    expect(mine).toMatch(/disabled=""[^>]*title="Not your own"|title="Not your own"[^>]*disabled=""/);
    expect(html(<RowActions row={row("d4", "done")} actions={[]} onAction={() => undefined} />)).toBe("");
  });
});
