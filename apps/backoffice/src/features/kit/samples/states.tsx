import { EmptyState, LoadingCover, Spinner } from "@lotus/ui/data/states";
import { Button } from "@lotus/ui/primitives/Button";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";
import type { KitSample } from "./kit-sample";

function StatesSample() {
  const { t } = useTranslation("kit");
  return (
    <div className="stack stack--lg">
      <div className="kit-sample__grid">
        <Spinner />
        <Spinner label={t("states.loadingDeposits")} />
        <div className="row">
          <Spinner label={t("states.loadingDeposits")} size={18} />
          <Spinner label={t("states.loadingDeposits")} size={28} />
          <Spinner label={t("states.loadingDeposits")} size={40} />
        </div>
        <EmptyState />
        <EmptyState title={t("states.noDeposits")}>
          <p className="muted">{t("states.noDepositsHint")}</p>
        </EmptyState>
      </div>
      <LoadingCover label={t("states.loadingDeposits")} loading>
        <p className="muted">{t("states.coveredText")}</p>
      </LoadingCover>
      <EmptyState
        heading
        icon={<Icon name="deposit" size={32} />}
        title={t("states.noDepositsYet")}
        description={t("states.noDepositsYetText")}
        action={<Button variant="secondary">{t("states.addChannel")}</Button>}
      />
    </div>
  );
}

export const stateSamples: KitSample = {
  group: "states",
  importPaths: ["@lotus/ui/data/states"],
  Sample: StatesSample,
};
