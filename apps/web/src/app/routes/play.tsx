export { PlayPage as Component } from "../../features/slots/components/PlayPage";
