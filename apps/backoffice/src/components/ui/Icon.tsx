import { LineIcon } from "@lotus/ui/primitives/KitIcon";
import { ICON_PATHS, type IconName } from "./icon-names";

/** The console's icon set; decorative, controls carry their own accessible names. */
export function Icon({ name, size = 18, className }: { name: IconName; size?: number; className?: string }) {
  return <LineIcon path={ICON_PATHS[name]} size={size} className={className} />;
}
