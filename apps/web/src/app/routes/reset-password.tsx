export { ResetPasswordPage as Component } from "../../features/account/components/ResetPasswordPage";
