import type { Permission } from "@lotus/contracts";
import { createContext, useContext } from "react";
import type { Me } from "./me";

export type BrandSummary = Me["brands"][number];

export interface ConsoleState {
  me: Me;
  permissions: ReadonlySet<string>;
  /** Brands granted to the operator, for the header picker. */
  brands: readonly BrandSummary[];
  /** The brand brand-scoped screens work on; undefined when none is granted. */
  brand: BrandSummary | undefined;
  chooseBrand: (brandId: string) => void;
}

export const ConsoleContext = createContext<ConsoleState | null>(null);

/** The console's session facts; only screens inside the signed-in layout use it. */
export function useConsole(): ConsoleState {
  const state = useContext(ConsoleContext);
  if (!state) throw new Error("useConsole outside the signed-in console");
  return state;
}

export function useCan(): (permission: Permission) => boolean {
  const { permissions } = useConsole();
  return (permission) => permissions.has(permission);
}

/** The chosen brand's id; brand-scoped screens only render once a brand is chosen. */
export function useBrandId(): string {
  const { brand } = useConsole();
  if (!brand) throw new Error("brand-scoped screen without a brand");
  return brand.id;
}
