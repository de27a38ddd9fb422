import { RafflePage } from "../../features/missions/components/RafflePage";

export function Component() {
  return <RafflePage />;
}
