import { ErrorState } from "@lotus/ui/data/QueryView";
import { Spinner } from "@lotus/ui/data/states";
import { Button } from "@lotus/ui/primitives/Button";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Navigate, Outlet, useLocation } from "react-router";
import { Icon } from "../components/ui/Icon";
import { SetupScreen } from "../features/auth/components/SetupScreen";
import { useSignOut } from "../features/auth/hooks/use-sign-out";
import { pickBrand, useBrandChoice } from "../lib/brand-choice";
import { ConsoleContext, type ConsoleState } from "../lib/console-context";
import { meQuery } from "../lib/me";
import { useSession } from "../lib/session";

/**
 * Everything past the login: no token → the login screen; setup pending (authenticator or
 * temporary password) → the setup screens; otherwise the console with the operator's facts.
 */
export function AuthGate() {
  const token = useSession((state) => state.token);
  const location = useLocation();
  if (!token) return <Navigate to="/login" replace state={{ from: location }} />;
  return <SignedIn />;
}

function SignedIn() {
  const { t } = useTranslation();
  const me = useQuery(meQuery);
  const signOut = useSignOut();
  const stored = useBrandChoice((state) => state.stored);
  const choose = useBrandChoice((state) => state.choose);

  const state = useMemo<ConsoleState | null>(() => {
    if (!me.data) return null;
    return {
      me: me.data,
      permissions: new Set(me.data.permissions),
      brands: me.data.brands,
      brand: pickBrand(me.data.brands, stored),
      chooseBrand: choose,
    };
  }, [me.data, stored, choose]);

  if (me.isPending) return <Spinner />;
  if (me.isError || !state) {
    return (
      <div className="gate-error">
        <ErrorState error={me.error} onRetry={() => void me.refetch()} />
        <Button icon={<Icon name="logout" />} onClick={() => void signOut()}>
          {t("actions.signOut")}
        </Button>
      </div>
    );
  }
  if (state.me.mustEnrolTotp || state.me.mustChangePassword) return <SetupScreen me={state.me} />;
  return (
    <ConsoleContext.Provider value={state}>
      <Outlet />
    </ConsoleContext.Provider>
  );
}
