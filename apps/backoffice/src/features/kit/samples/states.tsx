import { EmptyState, Spinner } from "@lotus/ui/data/states";
import { useTranslation } from "react-i18next";
import type { KitSample } from "./kit-sample";

function StatesSample() {
  const { t } = useTranslation("kit");
  return (
    <div className="kit-sample__grid">
      <Spinner />
      <Spinner label={t("states.loadingDeposits")} />
      <EmptyState />
      <EmptyState title={t("states.noDeposits")}>
        <p className="muted">{t("states.noDepositsHint")}</p>
      </EmptyState>
    </div>
  );
}

export const stateSamples: KitSample = {
  group: "states",
  importPaths: ["@lotus/ui/data/states"],
  Sample: StatesSample,
};
