export { DepositTutorialPage as Component } from "../../features/wallet/components/DepositTutorialPage";
