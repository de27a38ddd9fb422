/**
 * Rows the data-view samples list: deposits written out here, so the showcase needs no server.
 * Times are fixed moments (epoch ms) shown in the brand's time zone.
 */
export const SAMPLE_TIME_ZONE = "Asia/Ho_Chi_Minh";
export const SAMPLE_SYMBOL = "₫";

export const DEPOSIT_STATUSES = ["pending", "confirmed", "rejected", "expired"] as const;
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number];

export interface SampleDeposit {
  reference: string;
  member: string;
  amount: string;
  status: DepositStatus;
  createdAt: number;
}

export const SAMPLE_DEPOSITS: readonly SampleDeposit[] = [
  {
    reference: "DP-100231",
    member: "lananh88",
    amount: "500000.00",
    status: "confirmed",
    createdAt: Date.UTC(2026, 10, 2, 1, 15, 4),
  },
  {
    reference: "DP-100232",
    member: "minhtuan",
    amount: "2000000.00",
    status: "pending",
    createdAt: Date.UTC(2026, 10, 3, 9, 40, 12),
  },
  {
    reference: "DP-100233",
    member: "hoangvu",
    amount: "150000.00",
    status: "rejected",
    createdAt: Date.UTC(2026, 10, 3, 16, 5, 59),
  },
  {
    reference: "DP-100234",
    member: "thuytrang",
    amount: "12500000.00",
    status: "confirmed",
    createdAt: Date.UTC(2026, 10, 5, 2, 30, 0),
  },
  {
    reference: "DP-100235",
    member: "quocbao",
    amount: "300000.00",
    status: "expired",
    createdAt: Date.UTC(2026, 10, 6, 18, 45, 20),
  },
  {
    reference: "DP-100236",
    member: "ngocmai",
    amount: "750000.50",
    status: "pending",
    createdAt: Date.UTC(2026, 10, 8, 23, 10, 33),
  },
];
