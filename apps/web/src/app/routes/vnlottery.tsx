export { VnLotteryLobby as Component } from "../../features/lottery/components/VnLotteryLobby";
