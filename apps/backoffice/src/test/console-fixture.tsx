import type { Permission } from "@lotus/contracts";
import ui from "@lotus/ui/locales/en/ui.json";
import uiPrimitives from "@lotus/ui/locales/en/ui-primitives.json";
import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createInstance, type i18n as I18n, type ResourceLanguage } from "i18next";
import type { ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import { MemoryRouter, Route, Routes } from "react-router";
import { beforeAll } from "vitest";
import { ConsoleContext, type ConsoleState } from "../lib/console-context";
import type { Me } from "../lib/me";
import common from "../locales/en/common.json";

/**
 * The signed-in console a screen test renders in: one brand, one operator holding exactly the
 * permissions under test, and the screen's first paint as static markup.
 */

export const BRAND = {
  id: "b1",
  merchantCode: "lotus",
  name: "Lotus",
  currencyCode: "VND",
  currencySymbol: "₫",
};

/** Who is signed in; a risk operator of the one brand unless a test needs someone else. */
export type OperatorFields = Partial<Pick<Me["operator"], "username" | "displayName" | "role" | "allBrands">>;

export function consoleFor(permissions: Permission[], operator: OperatorFields = {}): ConsoleState {
  return {
    me: {
      operator: {
        id: "op1",
        username: "risk",
        displayName: "Risk",
        role: "risk",
        status: "active",
        brandIds: [BRAND.id],
        allBrands: false,
        totpEnrolled: true,
        allowedIps: [],
        lastLoginAt: null,
        createdAt: 1_700_000_000_000,
        ...operator,
      },
      permissions,
      brands: [BRAND],
      mustEnrolTotp: false,
      mustChangePassword: false,
    },
    permissions: new Set(permissions),
    brands: [BRAND],
    brand: BRAND,
    chooseBrand: () => undefined,
  };
}

/** The first page of a list answer holding all of `list`. */
export const pageOf = <Row,>(list: Row[], pageSize: number) => ({
  list,
  total: list.length,
  page: 1,
  pageSize,
});

/** English texts of the UI kit and the console's common words plus `namespaces`, loaded before the tests run. */
export function englishI18n(namespaces: ResourceLanguage): I18n {
  const i18n = createInstance();
  beforeAll(async () => {
    await i18n.use(initReactI18next).init({
      lng: "en",
      resources: { en: { ui, uiPrimitives, common, ...namespaces } },
      defaultNS: "common",
    });
  });
  return i18n;
}

export interface PaintSetting {
  i18n: I18n;
  /** The query cache, already holding the answers the screen reads. */
  client: QueryClient;
  /** The signed-in console, e.g. `consoleFor(permissions)`. */
  signedIn: ConsoleState;
  /** The address the router starts at. */
  url?: string;
  /** When given, `screen` is the element of the one route matching this pattern. */
  path?: string;
}

/** The first paint of `screen` inside the console's providers, as markup. */
export function firstPaint(
  screen: ReactNode,
  { i18n, client, signedIn, url = "/", path }: PaintSetting,
): string {
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={client}>
        <ConsoleContext.Provider value={signedIn}>
          <MemoryRouter initialEntries={[url]}>
            {path === undefined ? (
              screen
            ) : (
              <Routes>
                <Route path={path} element={screen} />
              </Routes>
            )}
          </MemoryRouter>
        </ConsoleContext.Provider>
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

/** The markup's visible words, tags and runs of white space each read as one space. */
export const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
