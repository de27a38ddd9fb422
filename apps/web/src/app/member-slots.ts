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

type MemberCentreSlotComponent = NonNullable<MemberCentreSlots["securityExtras"]>;

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
    transactionHistory: walletPage(
      () => import("../features/wallet/components/AccountRecordPage"),
      "AccountRecordPage",
    ),
  },
  securityExtras: walletPage(() => import("../features/wallet/components/MoneySecurity"), "MoneySecurity"),
};
