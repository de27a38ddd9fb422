import { Toaster } from "@lotus/ui/primitives/Toaster";
import { Navigate, Outlet, useLocation, useNavigation } from "react-router";
import { useRememberedLogin } from "../../features/account/hooks/use-remembered-login";
import { useWhitelabel } from "../../lib/queries";
import { guardRedirect } from "../../lib/route-guard";
import { useSession } from "../../lib/session";
import { ModalHost } from "../ModalHost";
import { ScrollManager } from "../ScrollManager";

/** Wraps every route: the loginedToHomePage guard, scrolling, modals and toasts. */
export function RootLayout() {
  const location = useLocation();
  const navigation = useNavigation();
  const { loginedToHomePage } = useWhitelabel();
  const token = useSession((state) => state.token);
  useRememberedLogin();

  const redirect = guardRedirect(location.pathname, { loginedToHomePage, hasToken: Boolean(token) });
  if (redirect) return <Navigate to={redirect} replace />;

  return (
    <>
      {navigation.state === "loading" && <div className="route-progress" aria-hidden="true" />}
      <ScrollManager />
      <Outlet />
      <ModalHost />
      <Toaster />
    </>
  );
}
