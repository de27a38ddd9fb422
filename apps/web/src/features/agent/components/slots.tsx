import type { AnnouncementView, agentTeamBetDetailCall, CallValue } from "@lotus/contracts";
import type { QueryState } from "@lotus/ui/data/QueryView";
import type { TFunction } from "i18next";
import { type ComponentType, createContext, useContext } from "react";
import { useTranslation } from "react-i18next";
import type { IconName } from "../../../components/ui/Icon";
import type { Namespace } from "../../../lib/i18n";
import type { MemberInfo } from "../../../lib/queries";
import type { Downline } from "../api/agent-api";
import type { MenuEntry } from "../model/menu";

/** The translate function menu labels get: keys of any namespace, prefixed ("agent:pages.…"). */
export type LabelT = TFunction<Namespace[]>;

/** A LabelT with the agent texts and the given namespaces loaded (suspends until they are). */
export function useLabelT(namespaces: readonly Namespace[] = []): LabelT {
  return useTranslation(["agent", ...namespaces] as Namespace[]).t;
}

/** What every agent-centre page receives: the loaded member (an agent). */
export interface AgentPageProps {
  member: MemberInfo;
}

/**
 * One page of the agent centre's side menu. The app lists them (app/agent-pages.tsx), so pages of
 * other features (wallet, contracts) join as one entry each without the features importing each other.
 */
export interface AgentPageEntry extends MenuEntry {
  /** SPEC §2 page key: the URL segment under /agentCentre. */
  key: string;
  /** Menu label and page heading, e.g. `(t) => t("agent:pages.agentTeamOverview")`. */
  label: (t: LabelT) => string;
  icon: IconName;
  component: ComponentType<AgentPageProps>;
  /** Translation namespaces the label needs before the menu is drawn (the page loads its own). */
  namespaces?: readonly Namespace[];
}

/** A button of a downline row that another feature adds (change contract), with the dialog it opens. */
export interface DownlineAction {
  id: string;
  label: (t: LabelT) => string;
  /** Whether the row offers it; always when left out. */
  when?: (downline: Downline) => boolean;
  Dialog: ComponentType<{ downline: Downline; member: MemberInfo; onClose: () => void }>;
  /** Translation namespaces the label needs. */
  namespaces?: readonly Namespace[];
}

/** What the app hands the agent centre from other features. */
export interface AgentCentreSlots {
  /** The site's notice list (expandable items, sanitised rich text), for the agent notices. */
  NoticeList?: ComponentType<{ notices: readonly AnnouncementView[]; timeZone: string }>;
  /** The wallet's transfer-to-downline form, opened from a downline row with its account filled in. */
  TransferToDownline?: ComponentType<{ member: MemberInfo; account?: string }>;
  /** Extra row actions of the downline tree (the contracts feature's "change contract"). */
  downlineActions?: readonly DownlineAction[];
  /** The games feature's view of a round's vendor details (a lottery ticket), for an opened team bet. */
  RoundDetail?: ComponentType<{ query: QueryState<CallValue<typeof agentTeamBetDetailCall>> }>;
}

const SlotsContext = createContext<AgentCentreSlots>({});

export const AgentSlotsProvider = SlotsContext.Provider;

export function useAgentSlots(): AgentCentreSlots {
  return useContext(SlotsContext);
}
