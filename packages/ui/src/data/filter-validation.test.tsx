import { createInstance } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import en from "../locales/en/ui.json";
import { FilterBar } from "./FilterBar";
import type { FilterField, FilterValues } from "./filters";
import { useFilters } from "./use-filters";

const i18n = createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: "en", resources: { en: { ui: en } }, defaultNS: "ui" });
});

const FIELDS: FilterField[] = [
  { kind: "text", name: "ref", label: "Reference" },
  { kind: "dateRange", name: "created", label: "Created" },
];
const validate = (values: FilterValues) =>
  values.ref && !/^\d+$/.test(values.ref) ? { ref: "Digits only" } : {};

/** A list's filters as a page would use them, showing the query it would run. */
function List() {
  const filters = useFilters(FIELDS, [], { validate });
  return (
    <>
      <FilterBar fields={FIELDS} state={filters} />
      <output>{filters.applied ? `query ${JSON.stringify(filters.applied)}` : "no query"}</output>
    </>
  );
}

const render = (url: string) =>
  renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[url]}>
        <List />
      </MemoryRouter>
    </I18nextProvider>,
  );

describe("FilterBar with validation", () => {
  it("shows the message under a wrong value, tied to its control, and runs no query for it", () => {
    const markup = render("/?ref=abc");
    const input = /<input[^>]*value="abc"[^>]*>/.exec(markup)?.[0] ?? "";
    expect(input).toContain('aria-invalid="true"');
    const describedBy = /aria-describedby="([^"]+)"/.exec(input)?.[1];
    expect(markup).toContain(`<p class="field__error" id="${describedBy}" role="alert">Digits only</p>`);
    expect(markup).toContain("<output>no query</output>");
  });

  it("runs the query of valid values and shows no message", () => {
    const markup = render("/?ref=42&createdFrom=2025-01-01");
    expect(markup).not.toContain("field__error");
    expect(markup).not.toContain("aria-invalid");
    expect(markup).toContain(
      `<output>query ${JSON.stringify({ ref: "42", createdFrom: "2025-01-01", createdTo: "" }).replaceAll(
        '"',
        "&quot;",
      )}</output>`,
    );
  });
});
