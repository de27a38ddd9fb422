import { create } from "zustand";
import type { SiteBlock } from "./api-client";

/**
 * Whole-site block raised by any call (503 system.maintenance, 403 access.restricted): it takes
 * the site to the maintenance or region-blocked page even when the start-up status said normal.
 */
interface SiteState {
  block: { kind: SiteBlock; message: string } | null;
  raise: (kind: SiteBlock, message: string) => void;
}

export const useSiteState = create<SiteState>((set) => ({
  block: null,
  raise: (kind, message) => set({ block: { kind, message } }),
}));
