import { VipPage } from "../../features/vip/components/VipPage";

export function Component() {
  return <VipPage />;
}
