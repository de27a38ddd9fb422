export { FairPage as Component } from "../../features/slots/components/FairPage";
