import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { i18n } from "../lib/i18n";
import { queryClient } from "../lib/query-client";
import { useRealtime } from "../lib/realtime";

/** The site's WebSocket, open while a session token exists (balance-changed signals). */
function Realtime() {
  useRealtime();
  return null;
}

export function Providers({ children }: { children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Realtime />
        {children}
      </QueryClientProvider>
    </I18nextProvider>
  );
}
