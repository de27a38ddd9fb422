import en from "@lotus/ui/locales/en/ui.json";
import { createInstance } from "i18next";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { MemoryRouter } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import kit from "../../../locales/en/kit.json";
import { VIEW_SAMPLES } from "./catalogue";
import type { KitGroupId } from "./kit-sample";

const i18n = createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: "en", resources: { en: { ui: en, kit } }, defaultNS: "kit" });
});

/** The text a sample shows on first paint, at the given page address. */
function shown(group: KitGroupId, address = "/kit"): string {
  const sample = VIEW_SAMPLES.find((entry) => entry.group === group);
  if (!sample) throw new Error(`no sample for ${group}`);
  const { Sample } = sample;
  const node: ReactNode = (
    <I18nextProvider i18n={i18n}>
      <MemoryRouter initialEntries={[address]}>
        <Sample />
      </MemoryRouter>
    </I18nextProvider>
  );
  return renderToStaticMarkup(node)
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

describe("the showcase's data view samples", () => {
  it("show a badge in every tone and each deposit status by name", () => {
    const text = shown("status");
    for (const name of Object.values(kit.status.toneNames)) expect(text).toContain(name);
    for (const name of Object.values(kit.status.names)) expect(text).toContain(name);
  });

  it("write amounts and one moment in several time zones", () => {
    const text = shown("formatters");
    expect(text).toContain("₫1,234,567.50");
    expect(text).toContain("-₫250,000.00");
    expect(text).toContain("2026-11-24 23:30:00");
    expect(text).toContain("2026-11-24 11:30:00");
  });

  it("list the sample deposits with a totals row", () => {
    const text = shown("tables");
    expect(text).toContain("DP-100236");
    expect(text).toContain(`${en.table.total} ₫16,200,000.50`);
  });

  it("filter by the address and explain a wrong reference under its field", () => {
    expect(shown("filters", "/kit?kitReference=DP-100234")).toContain("DP-100234");
    expect(shown("filters", "/kit?kitReference=DP-100234")).not.toContain("DP-100231");
    const wrong = shown("filters", "/kit?kitReference=DP-12");
    expect(wrong).toContain(kit.filters.badReference);
    expect(wrong).toContain(kit.filters.noMatch);
  });

  it("start the query view loading", () => {
    expect(shown("queryView")).toContain(en.loading);
  });
});
