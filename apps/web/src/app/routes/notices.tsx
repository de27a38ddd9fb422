export { NoticePage as Component } from "../../features/notices/components/NoticePage";
