import { ApiError, NETWORK_ERROR } from "./api-client";
import { isChunkLoadError } from "./chunk";
import { i18n } from "./i18n";

/**
 * What to tell the user about a failed call: the server's translated message when there is one
 * (DESIGN §3), otherwise the SPEC §8 network or unknown-error text.
 */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.fromServer && error.message) return error.message;
    if (error.code === NETWORK_ERROR) return i18n.t("errors.network", { ns: "common" });
  }
  // By name: the bot check's code loads with the forms that use it, not with the first screen.
  if (error instanceof Error && error.name === "BotCheckError")
    return i18n.t("errors.botCheck", { ns: "common" });
  if (isChunkLoadError(error)) {
    return error.reason === "timeout"
      ? i18n.t("errors.chunkTimeout", { ns: "common" })
      : i18n.t("errors.network", { ns: "common" });
  }
  return i18n.t("errors.unknown", { ns: "common" });
}
