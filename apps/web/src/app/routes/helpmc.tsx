import { HelpCentre } from "../../features/help/components/HelpCentre";

/** /helpmc: the help centre without site chrome (opened inside the apps). */
export function Component() {
  return <HelpCentre bare />;
}
