import type { BrandView } from "@lotus/contracts";
import { ErrorState } from "@lotus/ui/data/QueryView";
import { Spinner } from "@lotus/ui/data/states";
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { brandQuery } from "../../lib/brand-query";
import { useBrandId, useConsole } from "../../lib/console-context";
import { PageHeader } from "./States";

/**
 * A screen that edits the current brand's settings: its heading (naming the brand), then the
 * brand loaded with all its settings, a failure with a retry, or the form drawn from it.
 */
export function BrandSettingsScreen({
  title,
  description,
  children,
}: {
  title: string;
  description: (brandName: string) => string;
  children: (brand: BrandView) => ReactNode;
}) {
  const brandId = useBrandId();
  const { brand } = useConsole();
  const query = useQuery(brandQuery(brandId));
  return (
    <>
      <PageHeader title={title} description={brand ? description(brand.name) : undefined} />
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        children(query.data)
      )}
    </>
  );
}
