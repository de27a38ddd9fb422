import { QueryView } from "@lotus/ui/data/QueryView";
import { EmptyState } from "@lotus/ui/data/states";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";
import { PageHero } from "../../../components/ui/PageHero";
import { useModals } from "../../../lib/modal-store";
import { useSession } from "../../../lib/session";
import { vipLadderQuery, vipProgressQuery } from "../api/vip-api";
import { VipLadderTable } from "./VipLadderTable";
import { VipProgress } from "./VipProgress";
import "./vip.css";

const RULES = ["promotion", "oneADay", "maintenance", "upgrade", "birthday", "rebate"] as const;

/**
 * /vip (SPEC §2 page group "Vip"): the brand's ladder — requirements, bonuses, rebate rates and
 * limits — and, for a logged-in member, the level, the progress to the next one and the maintenance.
 */
export function VipPage() {
  const { t, i18n } = useTranslation("vip");
  const token = useSession((state) => state.token);
  const open = useModals((state) => state.open);
  const ladder = useQuery(vipLadderQuery(i18n.language));
  const progress = useQuery({ ...vipProgressQuery(i18n.language), enabled: Boolean(token) });

  return (
    <main className="page vip-page" id="main">
      <PageHero
        title={t("title")}
        lead={t("lead")}
        actions={
          !token && (
            <button type="button" className="btn btn--primary" onClick={() => open("login")}>
              {t("login")}
            </button>
          )
        }
      />
      {token && (
        <section className="card vip-page__section" aria-labelledby="vip-progress">
          <h2 id="vip-progress" className="vip-page__heading">
            {t("progress.title")}
          </h2>
          <QueryView query={progress}>{(data) => <VipProgress progress={data} />}</QueryView>
        </section>
      )}
      <section className="card vip-page__section" aria-labelledby="vip-ladder">
        <h2 id="vip-ladder" className="vip-page__heading">
          {t("ladder.title")}
        </h2>
        <QueryView
          query={ladder}
          isEmpty={(data) => data.list.length === 0}
          empty={<EmptyState icon={<Icon name="trophy" size={32} />} title={t("ladder.empty")} />}
        >
          {(data) => <VipLadderTable levels={data.list} currentRank={progress.data?.level?.rank} />}
        </QueryView>
      </section>
      <section className="card vip-page__section" aria-labelledby="vip-rules">
        <h2 id="vip-rules" className="vip-page__heading">
          {t("rules.title")}
        </h2>
        <ul className="vip-page__rules">
          {RULES.map((rule) => (
            <li key={rule}>{t(`rules.${rule}`)}</li>
          ))}
        </ul>
      </section>
    </main>
  );
}
