import { create } from "zustand";
import { useModals } from "../../../lib/modal-store";

/** The points centre's sections (SPEC §2): points, gifts, exchange history, point details, points table. */
export const MALL_TABS = ["points", "gifts", "exchanges", "details", "table"] as const;
export type MallTab = (typeof MALL_TABS)[number];

export function isMallTab(value: unknown): value is MallTab {
  return typeof value === "string" && (MALL_TABS as readonly string[]).includes(value);
}

interface PointMallState {
  tab: MallTab;
  /** The gift whose exchange form is open. */
  giftId: string | null;
  /** Delivery details typed into the exchange form, kept while the member moves between tabs. */
  delivery: { recipient: string; address: string; countryDialingCode: string; mobileNo: string } | null;
  setTab: (tab: MallTab) => void;
  openGift: (giftId: string) => void;
  closeGift: () => void;
  keepDelivery: (delivery: PointMallState["delivery"]) => void;
  clear: () => void;
}

const INITIAL = { tab: "points" as MallTab, giftId: null, delivery: null };

export const usePointMall = create<PointMallState>((set) => ({
  ...INITIAL,
  setTab: (tab) => set({ tab }),
  openGift: (giftId) => set({ giftId }),
  closeGift: () => set({ giftId: null }),
  keepDelivery: (delivery) => set({ delivery }),
  clear: () => set(INITIAL),
}));

/** SPEC §2: closing the member centre clears point-mall state (the open exchange and what was typed). */
useModals.subscribe((state, previous) => {
  if (previous.memberPage !== null && state.memberPage === null) usePointMall.getState().clear();
});
