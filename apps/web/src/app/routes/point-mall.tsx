export { PointMallPage as Component } from "../../features/mall/components/PointMallPage";
