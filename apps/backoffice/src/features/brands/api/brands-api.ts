import {
  type BrandView,
  brandCreateCall,
  brandListCall,
  brandUpdateCall,
  type CallBody,
} from "@lotus/contracts";
import { type QueryClient, queryOptions } from "@tanstack/react-query";
import { api } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export const brandListQuery = queryOptions({
  queryKey: queryKeys.brands.list,
  queryFn: ({ signal }) => api(brandListCall, { signal }),
});

export const createBrand = (body: CallBody<typeof brandCreateCall>) => api(brandCreateCall, { body });

export const updateBrand = (brandId: string, body: CallBody<typeof brandUpdateCall>) =>
  api(brandUpdateCall, { params: { brandId }, body });

/** After a write: the answer is the brand as stored; lists and the operator's brand names refresh. */
export async function brandSaved(queryClient: QueryClient, brand: BrandView): Promise<void> {
  queryClient.setQueryData(queryKeys.brands.one(brand.id), brand);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: queryKeys.brands.list }),
    queryClient.invalidateQueries({ queryKey: queryKeys.me }),
  ]);
}
