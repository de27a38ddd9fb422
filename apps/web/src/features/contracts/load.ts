import type { ComponentType } from "react";
import { loadChunk } from "../../lib/chunk";
import { loadNamespaces } from "../../lib/i18n";

/**
 * A component of this feature with the contracts translations, as React.lazy takes it; fails as
 * a ChunkLoadError after the SPEC §9 chunk timeout like every other lazy chunk of the site.
 */
export function loadContractsChunk<P extends object>(
  load: () => Promise<ComponentType<P>>,
): Promise<{ default: ComponentType<P> }> {
  return loadChunk(async () => {
    const [component] = await Promise.all([load(), loadNamespaces(["contracts"])]);
    return { default: component };
  });
}
