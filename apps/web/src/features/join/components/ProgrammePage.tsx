import { useTranslation } from "react-i18next";
import { CustomerServiceLink } from "../../../components/ui/CustomerServiceLink";
import { Icon, type IconName } from "../../../components/ui/Icon";
import { PageHero } from "../../../components/ui/PageHero";
import { useModals } from "../../../lib/modal-store";
import { useSettings } from "../../../lib/queries";
import { useSession } from "../../../lib/session";
import "./join.css";

type Programme = "join" | "affiliate";

const POINTS: Record<Programme, readonly { key: "one" | "two" | "three"; icon: IconName }[]> = {
  join: [
    { key: "one", icon: "users" },
    { key: "two", icon: "chart" },
    { key: "three", icon: "headset" },
  ],
  affiliate: [
    { key: "one", icon: "award" },
    { key: "two", icon: "history" },
    { key: "three", icon: "shield" },
  ],
};

/**
 * /join (join us) and /affiliate (the agent programme of SPEC §1): what the programme offers and
 * how to start, from the translations; no figures are shown because none are configured.
 */
export function ProgrammePage({ programme }: { programme: Programme }) {
  const { t } = useTranslation("join");
  const { info } = useSettings();
  const token = useSession((state) => state.token);
  const open = useModals((state) => state.open);

  return (
    <main className="page programme" id="main">
      <PageHero
        title={t(`${programme}.title`)}
        lead={t(`${programme}.lead`, { brand: info.whitelabel.name })}
        actions={
          <>
            {!token && (
              <button type="button" className="btn btn--primary" onClick={() => open("register")}>
                {t("cta.register")}
              </button>
            )}
            <CustomerServiceLink url={info.customerService.url} label={t("cta.contact")} />
          </>
        }
      />
      <ul className="programme__points">
        {POINTS[programme].map((point) => (
          <li key={point.key} className="card programme__point">
            <span className="programme__icon">
              <Icon name={point.icon} size={24} />
            </span>
            <h2>{t(`${programme}.points.${point.key}.title`)}</h2>
            <p>{t(`${programme}.points.${point.key}.text`)}</p>
          </li>
        ))}
      </ul>
      <section className="card programme__steps" aria-labelledby={`${programme}-steps`}>
        <h2 id={`${programme}-steps`}>{t("steps.title")}</h2>
        <ol>
          <li>{t("steps.one")}</li>
          <li>{t("steps.two")}</li>
          <li>{t("steps.three")}</li>
        </ol>
      </section>
    </main>
  );
}
