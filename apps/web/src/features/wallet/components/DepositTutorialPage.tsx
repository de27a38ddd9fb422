import { ACCOUNT_TYPES, passesLoginCheck } from "@lotus/contracts";
import { useTranslation } from "react-i18next";
import { CustomerServiceLink } from "../../../components/ui/CustomerServiceLink";
import { Icon, type IconName } from "../../../components/ui/Icon";
import { PageHero } from "../../../components/ui/PageHero";
import { useModals } from "../../../lib/modal-store";
import { useMemberInfo, useSettings } from "../../../lib/queries";
import { useSession } from "../../../lib/session";
import "./wallet.css";

type Method = "bank_transfer" | "gateway" | "c2c";

/** Every method's steps, in order; the texts are the translations' step1…stepN. */
const METHODS: readonly {
  key: Method;
  icon: IconName;
  steps: readonly ("step1" | "step2" | "step3" | "step4" | "step5")[];
}[] = [
  { key: "bank_transfer", icon: "bank", steps: ["step1", "step2", "step3", "step4", "step5"] },
  { key: "gateway", icon: "card", steps: ["step1", "step2", "step3", "step4"] },
  { key: "c2c", icon: "users", steps: ["step1", "step2", "step3", "step4", "step5"] },
];

const TIPS = ["tip1", "tip2", "tip3", "tip4"] as const;

/** /depositTutorial (SPEC §2 "deposit tutorial"): how to deposit with each method, step by step. */
export function DepositTutorialPage() {
  const { t } = useTranslation("wallet");
  const { info } = useSettings();
  const { token, accountType } = useSession();
  const member = useMemberInfo();
  const open = useModals((state) => state.open);
  const openMemberCentre = useModals((state) => state.openMemberCentre);
  const type = member.data?.type ?? accountType ?? undefined;

  const onDeposit = () => {
    if (!token) open("login");
    else if (!passesLoginCheck(token, type)) open("trialWarning");
    else openMemberCentre("depositv2");
  };

  return (
    <main className="page tutorial" id="main">
      <PageHero
        title={t("tutorial.title")}
        lead={t("tutorial.lead", { brand: info.whitelabel.name })}
        actions={
          <>
            {type !== ACCOUNT_TYPES.credit && (
              <button type="button" className="btn btn--primary" onClick={onDeposit}>
                <Icon name="arrowDown" size={18} />
                {t("tutorial.cta")}
              </button>
            )}
            <CustomerServiceLink url={info.customerService.url} label={t("tutorial.support")} />
          </>
        }
      />
      <div className="tutorial__methods">
        {METHODS.map((method) => (
          <section
            key={method.key}
            className="card tutorial__method"
            aria-labelledby={`tutorial-${method.key}`}
          >
            <header className="tutorial__method-header">
              <span className="tutorial__icon">
                <Icon name={method.icon} size={22} />
              </span>
              <h2 id={`tutorial-${method.key}`}>{t(`tutorial.methods.${method.key}.title`)}</h2>
            </header>
            <p className="tutorial__intro">{t(`tutorial.methods.${method.key}.intro`)}</p>
            <ol className="tutorial__steps">
              {method.steps.map((step) => (
                <li key={step}>
                  {t(
                    `tutorial.methods.${method.key}.${step}` as `tutorial.methods.bank_transfer.${typeof step}`,
                  )}
                </li>
              ))}
            </ol>
          </section>
        ))}
      </div>
      <section className="card tutorial__tips" aria-labelledby="tutorial-tips">
        <h2 id="tutorial-tips">{t("tutorial.tipsTitle")}</h2>
        <ul>
          {TIPS.map((tip) => (
            <li key={tip}>
              <Icon name="check" size={16} />
              {t(`tutorial.tips.${tip}`)}
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
