import "@lotus/ui/styles/data.css";
import "../../../styles/data-views.css";
import "./mall.css";
import { EmptyState } from "@lotus/ui/data/states";
import { Button } from "@lotus/ui/primitives/Button";
import { Tabs } from "@lotus/ui/primitives/Tabs";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";
import { useModals } from "../../../lib/modal-store";
import { useSession } from "../../../lib/session";
import { pointBalanceQuery } from "../api/mall-api";
import { MALL_TABS, usePointMall } from "../model/mall-store";
import { DetailsTab } from "./DetailsTab";
import { ExchangesTab } from "./ExchangesTab";
import { GiftsTab } from "./GiftsTab";
import { PointsTab } from "./PointsTab";
import { PointsTableTab } from "./PointsTableTab";

/** /pointMall: the points centre of SPEC §2 — points, gifts, exchange history, point details, points table. */
export function PointMallPage() {
  const { t } = useTranslation("mall");
  const token = useSession((state) => state.token);
  const open = useModals((state) => state.open);
  return (
    <main className="page point-mall" id="main">
      <h1 className="page__title">{t("title")}</h1>
      {token ? (
        <PointCentre />
      ) : (
        <EmptyState
          heading
          icon={<Icon name="gift" size={32} />}
          title={t("visitor.title")}
          description={t("visitor.text")}
          action={
            <Button variant="primary" onClick={() => open("login")}>
              {t("visitor.login")}
            </Button>
          }
        />
      )}
    </main>
  );
}

function PointCentre() {
  const { t } = useTranslation("mall");
  const tab = usePointMall((state) => state.tab);
  const setTab = usePointMall((state) => state.setTab);
  const balance = useQuery(pointBalanceQuery());
  return (
    <>
      <p className="point-mall__balance" aria-live="polite">
        <Icon name="award" size={20} />
        <span>{t("balance.label")}</span>
        <strong>{balance.data ? balance.data.balance.toLocaleString() : "…"}</strong>
      </p>
      <Tabs
        label={t("tabs.label")}
        tabs={MALL_TABS.map((id) => ({ id, label: t(`tabs.${id}`) }))}
        active={tab}
        onChange={setTab}
      >
        {tab === "points" && <PointsTab />}
        {tab === "gifts" && <GiftsTab />}
        {tab === "exchanges" && <ExchangesTab />}
        {tab === "details" && <DetailsTab />}
        {tab === "table" && <PointsTableTab />}
      </Tabs>
    </>
  );
}
