import { Spinner } from "@lotus/ui/data/states";
import { lazy, Suspense } from "react";
import { createBrowserRouter } from "react-router";
import { AuthGate } from "./AuthGate";
import { ConsoleLayout } from "./layouts/ConsoleLayout";
import { RouteError } from "./RouteError";
import { ROUTES } from "./routes";
import { HomeRedirect, NotFound, Screen } from "./Screen";

const LoginPage = lazy(() => import("../features/auth/components/LoginPage"));
const EnrolmentPage = lazy(() => import("../features/auth/components/EnrolmentPage"));

/** "/backoffice/" in the build: the server serves the console there with a history fallback. */
const basename = import.meta.env.BASE_URL.replace(/\/$/, "") || "/";

export const router = createBrowserRouter(
  [
    {
      errorElement: <RouteError />,
      children: [
        {
          path: "login",
          element: (
            <Suspense fallback={<Spinner />}>
              <LoginPage />
            </Suspense>
          ),
        },
        {
          path: "enrol",
          element: (
            <Suspense fallback={<Spinner />}>
              <EnrolmentPage />
            </Suspense>
          ),
        },
        {
          element: <AuthGate />,
          children: [
            {
              element: <ConsoleLayout />,
              children: [
                { index: true, element: <HomeRedirect /> },
                ...ROUTES.map((route) => ({ path: route.path, element: <Screen route={route} /> })),
                { path: "*", element: <NotFound /> },
              ],
            },
          ],
        },
      ],
    },
  ],
  { basename },
);
