export { AppDownloadPage as Component } from "../../features/app-download/components/AppDownloadPage";
