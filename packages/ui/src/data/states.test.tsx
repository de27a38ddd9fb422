import { createInstance } from "i18next";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { beforeAll, describe, expect, it } from "vitest";
import en from "../locales/en/ui.json";
import { EmptyState, LoadingCover, Spinner } from "./states";

const i18n = createInstance();
beforeAll(async () => {
  await i18n.use(initReactI18next).init({ lng: "en", resources: { en: { ui: en } }, defaultNS: "ui" });
});

const html = (node: React.ReactNode) =>
  renderToStaticMarkup(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);

describe("Spinner", () => {
  it("shows its label beside the ring, the kit's text when none is given", () => {
    expect(html(<Spinner />)).toBe(
      `<div class="loading" role="status"><span class="spinner" aria-hidden="true"></span><span>${en.loading}</span></div>`,
    );
  });

  it("draws a sized ring alone with the label for screen readers only", () => {
    expect(html(<Spinner label="Opening Lotus Fortune" size={40} />)).toBe(
      '<span class="spinner" role="status" style="width:40px;height:40px"><span class="visually-hidden">Opening Lotus Fortune</span></span>',
    );
  });

  it("covers an area only while it loads", () => {
    expect(html(<LoadingCover loading>rows</LoadingCover>)).toContain('role="status"');
    expect(html(<LoadingCover loading={false}>rows</LoadingCover>)).not.toContain('role="status"');
  });
});

describe("EmptyState", () => {
  it("is a line in a list, the kit's text when none is given", () => {
    expect(html(<EmptyState />)).toBe(`<div class="empty"><p class="empty__title">${en.noRecords}</p></div>`);
  });

  it("as a page's heading names its section and shows the glyph, text and way on", () => {
    const markup = html(
      <EmptyState
        heading
        icon={<svg />}
        title="Page not found"
        description="Gone."
        action={<a href="/">Home</a>}
      />,
    );
    const id = /aria-labelledby="([^"]+)"/.exec(markup)?.[1];
    expect(id).toBeTruthy();
    expect(markup).toContain(`<h2 id="${id}" class="empty__title">Page not found</h2>`);
    expect(markup).toContain('<span class="empty__icon"><svg></svg></span>');
    expect(markup).toContain(
      '<p class="empty__text">Gone.</p><div class="empty__action"><a href="/">Home</a></div>',
    );
  });
});
