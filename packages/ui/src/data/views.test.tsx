import { createInstance } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { beforeAll, describe, expect, it } from "vitest";
import en from "../locales/en/ui.json";
import type { DataColumn } from "./columns";
import { DataTable } from "./DataTable";
import { QueryView } from "./QueryView";

const i18n = createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: "en", resources: { en: { ui: en } }, defaultNS: "ui" });
});

const html = (node: React.ReactNode) =>
  renderToStaticMarkup(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);
const text = (markup: string) =>
  markup
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();

interface Deposit {
  id: string;
  account: string;
  amount: number;
}
const ROWS: Deposit[] = [
  { id: "d1", account: "alice", amount: 250 },
  { id: "d2", account: "bob", amount: 1000 },
];
const COLUMNS: DataColumn<Deposit>[] = [
  { id: "account", header: "Account", cell: (row) => row.account, primary: true },
  { id: "amount", header: "Amount", cell: (row) => row.amount.toFixed(2), numeric: true },
];

describe("DataTable", () => {
  it("labels each value for the phone card and closes with a totals row", () => {
    const markup = html(
      <DataTable
        label="Deposits"
        columns={COLUMNS}
        rows={ROWS}
        rowKey={(row) => row.id}
        totals={{ amount: "1250.00" }}
      />,
    );
    expect(markup).toContain('<td class="data-table__primary">alice</td>');
    expect(markup).toContain('<td class="num" data-label="Amount">1000.00</td>');
    expect(text(markup.slice(markup.indexOf("<tfoot>")))).toBe("Total 1250.00");
  });

  it("shows the page summary when paged by the server", () => {
    const markup = html(
      <DataTable
        label="Deposits"
        columns={COLUMNS}
        rows={ROWS}
        rowKey={(row) => row.id}
        paging={{ page: 2, pageSize: 2, total: 5, onPage: () => {} }}
      />,
    );
    expect(markup).toContain("Showing 3–4 of 5");
    expect(markup).toContain('aria-current="page" aria-label="Page 2"');
  });
});

describe("DataTable row details", () => {
  it("opens a full-width row under the rows that have details", () => {
    const markup = html(
      <DataTable
        label="Deposits"
        columns={COLUMNS}
        rows={ROWS}
        rowKey={(row) => row.id}
        rowActions={() => <button type="button">Open</button>}
        rowDetail={(row) => (row.id === "d2" ? <p>Paid by bank transfer</p> : null)}
      />,
    );
    expect(markup.match(/data-table__detail/g)).toHaveLength(1);
    expect(markup).toContain(
      '<tr class="data-table__detail"><td colSpan="3"><p>Paid by bank transfer</p></td></tr>',
    );
    expect(markup.indexOf("Paid by bank transfer")).toBeGreaterThan(markup.indexOf("bob"));
  });
});

describe("QueryView", () => {
  const base = { error: null, isPending: false, isError: false, refetch: () => {} };

  it("shows the data, or the kit's empty state for an empty list", () => {
    expect(text(html(<QueryView query={{ ...base, data: ["x"] }}>{(data) => data.join()}</QueryView>))).toBe(
      "x",
    );
    expect(text(html(<QueryView query={{ ...base, data: [] as string[] }}>{() => "rows"}</QueryView>))).toBe(
      "No records",
    );
  });

  it("shows a spinner while loading and the error with a retry when it fails", () => {
    expect(
      html(<QueryView query={{ ...base, data: undefined, isPending: true }}>{() => "rows"}</QueryView>),
    ).toContain('role="status"');
    const failed = html(
      <QueryView
        query={{
          ...base,
          data: undefined,
          isError: true,
          error: { code: "network.error", requestId: "r-1" },
        }}
      >
        {() => "rows"}
      </QueryView>,
    );
    expect(text(failed)).toBe("Network link is abnormal, please try again Request ID: r-1 Try again");
  });
});
