export { NotFoundPage as Component } from "../../features/site/components/NotFoundPage";
