import { ProgrammePage } from "../../features/join/components/ProgrammePage";

export function Join() {
  return <ProgrammePage programme="join" />;
}

export function Affiliate() {
  return <ProgrammePage programme="affiliate" />;
}
