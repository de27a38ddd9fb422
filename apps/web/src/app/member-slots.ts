import type { ComponentType } from "react";
import type { MemberCentreSlots } from "../features/member/components/MemberCentreModal";
import { lazyComponent } from "./lazy";

// The wallet's member-centre pages, each its own chunk with the wallet translations; the app
// hands them to the member centre so the two features never import each other.
const walletPage = <K extends string>(
  load: () => Promise<Record<K, MemberCentreSlotComponent>>,
  name: K,
): MemberCentreSlotComponent => lazyComponent(() => load().then((module) => module[name]), ["wallet"]);

// The games' member-centre pages (betting record, profit and loss), the same way with the games translations.
const gamesPage = <K extends string>(
  load: () => Promise<Record<K, MemberCentreSlotComponent>>,
  name: K,
): MemberCentreSlotComponent => lazyComponent(() => load().then((module) => module[name]), ["games"]);

// The rewards' pages (bonus details, reward centre) and the reward centre's menu badge, with the
// rewards translations (and the games ones for the game types of a bonus's weighting).
const rewardsPart = <K extends string, C extends object>(
  load: () => Promise<Record<K, ComponentType<C>>>,
  name: K,
): ComponentType<C> => lazyComponent(() => load().then((module) => module[name]), ["rewards", "games"]);

// Mission activity (with its menu badge) and invite friends, with the missions translations.
const missionsPart = <K extends string, C extends object>(
  load: () => Promise<Record<K, ComponentType<C>>>,
  name: K,
): ComponentType<C> => lazyComponent(() => load().then((module) => module[name]), ["missions"]);

// Feedback and support tickets, with the support translations.
const supportPart = <K extends string, C extends object>(
  load: () => Promise<Record<K, ComponentType<C>>>,
  name: K,
): ComponentType<C> => lazyComponent(() => load().then((module) => module[name]), ["support"]);

// The inbox (messageV2) and its menu badge, with the inbox translations.
const inboxPart = <K extends string, C extends object>(
  load: () => Promise<Record<K, ComponentType<C>>>,
  name: K,
): ComponentType<C> => lazyComponent(() => load().then((module) => module[name]), ["inbox"]);

type MemberCentreSlotComponent = NonNullable<MemberCentreSlots["securityExtras"]>;

// My account's self-service sections, with the profile texts and the account ones (code fields).
const profileSections: MemberCentreSlotComponent = lazyComponent(
  () => import("../features/profile/components/ProfileSections").then((module) => module.ProfileSections),
  ["profile", "account"],
);

export const memberCentreSlots: MemberCentreSlots = {
  pages: {
    transferFund: walletPage(() => import("../features/wallet/components/WalletPage"), "WalletPage"),
    depositv2: walletPage(() => import("../features/wallet/components/DepositPage"), "DepositPage"),
    withdraw: walletPage(() => import("../features/wallet/components/WithdrawPage"), "WithdrawPage"),
    withdrawalConfirmation: walletPage(
      () => import("../features/wallet/components/ConfirmationPage"),
      "ConfirmationPage",
    ),
    transferUpline: walletPage(
      () => import("../features/wallet/components/TransferPages"),
      "TransferUplinePage",
    ),
    personalHistoryCopy: gamesPage(
      () => import("../features/games/components/BetRecordPage"),
      "BetRecordPage",
    ),
    personalProfit: gamesPage(() => import("../features/games/components/ProfitPage"), "ProfitPage"),
    bonusDetails: rewardsPart(
      () => import("../features/rewards/components/BonusDetailsPage"),
      "BonusDetailsPage",
    ),
    rewardCenter: rewardsPart(
      () => import("../features/rewards/components/RewardCentrePage"),
      "RewardCentrePage",
    ),
    transactionHistory: walletPage(
      () => import("../features/wallet/components/AccountRecordPage"),
      "AccountRecordPage",
    ),
    missionLeaderboard: missionsPart(
      () => import("../features/missions/components/MissionsPage"),
      "MissionsPage",
    ),
    referral: missionsPart(() => import("../features/missions/components/ReferralPage"), "ReferralPage"),
    messageV2: inboxPart(() => import("../features/inbox/components/InboxPage"), "InboxPage"),
    feedback: supportPart(() => import("../features/support/components/FeedbackPage"), "FeedbackPage"),
  },
  menuBadges: {
    messageV2: inboxPart(() => import("../features/inbox/components/InboxBadge"), "InboxBadge"),
    rewardCenter: rewardsPart(
      () => import("../features/rewards/components/RewardCentreBadge"),
      "RewardCentreBadge",
    ),
    missionLeaderboard: missionsPart(
      () => import("../features/missions/components/MissionBadge"),
      "MissionBadge",
    ),
  },
  securityExtras: walletPage(() => import("../features/wallet/components/MoneySecurity"), "MoneySecurity"),
  securitySections: profileSections,
};
