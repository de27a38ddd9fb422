import { readItem, writeItem } from "@lotus/ui/browser/storage";
import { create } from "zustand";

const BRAND_KEY = "lotus.backoffice.brand";

interface BrandChoiceState {
  /** The brand last picked in the header; may name a brand no longer granted. */
  stored: string | null;
  choose: (brandId: string) => void;
}

export const useBrandChoice = create<BrandChoiceState>((set) => ({
  stored: readItem("local", BRAND_KEY),
  choose: (brandId) => {
    writeItem("local", BRAND_KEY, brandId);
    set({ stored: brandId });
  },
}));

/** The brand screens work on: the remembered one while still granted, else the first granted one. */
export function pickBrand<B extends { id: string }>(
  brands: readonly B[],
  stored: string | null,
): B | undefined {
  return brands.find((brand) => brand.id === stored) ?? brands[0];
}
