import { errorMessage } from "@lotus/contracts";
import { EmptyState, Spinner } from "@lotus/ui/data/states";
import { Suspense, useEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { ConnectivityError } from "../../../components/ui/ConnectivityError";
import { Icon } from "../../../components/ui/Icon";
import { currentLanguage } from "../../../lib/i18n";
import { useModals } from "../../../lib/modal-store";
import { type MemberInfo, useMemberInfo } from "../../../lib/queries";
import { useSession } from "../../../lib/session";
import { agentPagePath, currentEntry, visibleEntries } from "../model/menu";
import { type AgentCentreSlots, type AgentPageEntry, AgentSlotsProvider, useLabelT } from "./slots";
import "./agent.css";

type Flags = Readonly<Record<string, unknown>>;
const NO_FLAGS: Flags = {};
const noFlags = (): Flags | undefined => undefined;

interface AgentCentreProps {
  /** The side menu, in order (app/agent-pages.tsx). */
  pages: readonly AgentPageEntry[];
  slots?: AgentCentreSlots;
  /** The home-state flags the menu's rules read (GET /wps/member/info/funds/consolidated). */
  useFlags?: () => Flags | undefined;
}

/**
 * /agentCentre/:pageKey — the agent centre (SPEC §2, §6): for account types 1, 2, 41, 42 only. A
 * member or trial account that reaches it is told "Non-agents cannot log in" and no page loads;
 * a promoted member sees it once the member info is fetched again.
 */
export function AgentCentre({ pages, slots = {}, useFlags = noFlags }: AgentCentreProps) {
  const { t } = useTranslation(["agent", "common"]);
  const token = useSession((state) => state.token);
  const member = useMemberInfo();
  const open = useModals((state) => state.open);

  let body: React.ReactNode;
  if (!token) {
    body = (
      <EmptyState
        heading
        icon={<Icon name="lock" size={32} />}
        title={t("agent:gate.loginTitle")}
        description={t("agent:gate.loginText")}
        action={
          <button type="button" className="btn btn--primary" onClick={() => open("login")}>
            {t("agent:gate.login")}
          </button>
        }
      />
    );
  } else if (member.isPending) {
    body = (
      <div className="agent-centre__loading">
        <Spinner label={t("common:status.loading")} size={28} />
      </div>
    );
  } else if (!member.data) {
    body = <ConnectivityError reason="error" onRetry={() => void member.refetch()} />;
  } else {
    body = <AgentCentreBody member={member.data} pages={pages} slots={slots} useFlags={useFlags} />;
  }
  return (
    <main className="page agent-centre-page" id="main">
      <h1 className="page__title">{t("agent:title")}</h1>
      {body}
    </main>
  );
}

function AgentCentreBody({
  member,
  pages,
  slots,
  useFlags,
}: Required<AgentCentreProps> & { member: MemberInfo }) {
  const { t } = useTranslation(["agent", "common"]);
  const { pageKey } = useParams();
  const flags = useFlags() ?? NO_FLAGS;
  const visible = useMemo(
    () => visibleEntries(pages, { accountType: member.type, flags }),
    [pages, member.type, flags],
  );
  // Labels of pages from other features need their namespaces before the menu is drawn.
  const namespaces = useMemo(
    () => [...new Set(visible.flatMap((entry) => entry.namespaces ?? []))],
    [visible],
  );
  const label = useLabelT(namespaces);
  const current = currentEntry(visible, pageKey);
  // On phones the menu is one scrolling row: keep the open page's entry in view.
  const currentLink = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (current) currentLink.current?.scrollIntoView?.({ block: "nearest", inline: "nearest" });
  }, [current]);

  if (!current) {
    return (
      <EmptyState
        heading
        icon={<Icon name="shield" size={32} />}
        title={errorMessage("auth.non_agent", currentLanguage())}
        description={t("agent:gate.nonAgentText")}
        action={
          <Link className="btn btn--secondary" to="/">
            {t("common:actions.backHome")}
          </Link>
        }
      />
    );
  }
  const Page = current.component;
  return (
    <AgentSlotsProvider value={slots}>
      <div className="agent-centre">
        <nav className="agent-centre__menu" aria-label={t("agent:menu")}>
          <ul>
            {visible.map((entry) => (
              <li key={entry.key}>
                <Link
                  ref={entry.key === current.key ? currentLink : undefined}
                  className="agent-centre__item"
                  to={agentPagePath(entry.key)}
                  aria-current={entry.key === current.key ? "page" : undefined}
                >
                  <Icon name={entry.icon} size={18} />
                  <span>{entry.label(label)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section className="agent-centre__content" aria-labelledby="agent-page-title">
          <h2 id="agent-page-title" className="agent-centre__title">
            {current.label(label)}
          </h2>
          <Suspense
            fallback={
              <div className="agent-centre__loading">
                <Spinner label={t("common:status.loading")} size={28} />
              </div>
            }
          >
            <Page key={current.key} member={member} />
          </Suspense>
        </section>
      </div>
    </AgentSlotsProvider>
  );
}
