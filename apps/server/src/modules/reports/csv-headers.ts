import type { ReportName } from "@lotus/contracts";

/** Column titles of the CSV exports, EN and VI (other languages read EN), by the report view's field. */
const LABELS = {
  day: { EN: "Day", VI: "Ngày" },
  deposits: { EN: "Deposits", VI: "Nạp tiền" },
  withdrawals: { EN: "Withdrawals", VI: "Rút tiền" },
  bets: { EN: "Bets", VI: "Tiền cược" },
  wins: { EN: "Wins", VI: "Tiền thắng" },
  ggr: { EN: "GGR", VI: "GGR (cược − thắng)" },
  bonuses: { EN: "Bonuses", VI: "Thưởng" },
  ngr: { EN: "NGR", VI: "NGR (GGR − thưởng)" },
  activePlayers: { EN: "Active players", VI: "Người chơi hoạt động" },
  newPlayers: { EN: "New players", VI: "Người chơi mới" },
  firstDepositors: { EN: "First-time depositors", VI: "Nạp lần đầu" },
  vendorName: { EN: "Vendor", VI: "Nhà cung cấp" },
  gameCode: { EN: "Game code", VI: "Mã trò chơi" },
  gameName: { EN: "Game", VI: "Trò chơi" },
  betCount: { EN: "Bets placed", VI: "Số lượt cược" },
  playerDays: { EN: "Player-days", VI: "Lượt người chơi theo ngày" },
  account: { EN: "Account", VI: "Tài khoản" },
  netWin: { EN: "Member net win", VI: "Thành viên thắng ròng" },
  days: { EN: "Days played", VI: "Số ngày chơi" },
  kind: { EN: "Type", VI: "Loại" },
  channel: { EN: "Channel", VI: "Kênh" },
  status: { EN: "Status", VI: "Trạng thái" },
  requests: { EN: "Requests", VI: "Số lệnh" },
  amount: { EN: "Amount", VI: "Số tiền" },
  agent: { EN: "Agent", VI: "Đại lý" },
  referral: { EN: "Referral", VI: "Giới thiệu" },
  direct: { EN: "Direct", VI: "Trực tiếp" },
  total: { EN: "Total", VI: "Tổng" },
} as const;

type Label = keyof typeof LABELS;

export const CSV_HEADERS: Record<ReportName, readonly Label[]> = {
  daily: [
    "day",
    "deposits",
    "withdrawals",
    "bets",
    "wins",
    "ggr",
    "bonuses",
    "ngr",
    "activePlayers",
    "newPlayers",
    "firstDepositors",
  ],
  games: ["vendorName", "gameCode", "gameName", "bets", "wins", "ggr", "betCount", "playerDays"],
  members: ["account", "bets", "wins", "netWin", "betCount", "days"],
  finance: ["kind", "channel", "status", "requests", "amount"],
  registrations: ["day", "agent", "referral", "direct", "total"],
};

export function csvLabel(key: Label, language: string): string {
  return language === "VI" ? LABELS[key].VI : LABELS[key].EN;
}
