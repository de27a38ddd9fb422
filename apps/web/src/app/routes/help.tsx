import { HelpCentre } from "../../features/help/components/HelpCentre";

export function Component() {
  return <HelpCentre />;
}
