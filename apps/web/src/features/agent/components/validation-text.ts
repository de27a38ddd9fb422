import type { TranslateValidation } from "@lotus/ui/form/contract-form";
import { useTranslation } from "react-i18next";

/** The kit's contract-form issues in the agent centre's words (agent:validation.*). */
export function useValidationText(): TranslateValidation {
  const { t } = useTranslation("agent");
  return (message) => {
    switch (message.key) {
      case "tooShort":
      case "tooLong":
      case "exactLength":
      case "tooFewItems":
      case "tooManyItems":
        return t(`validation.${message.key}`, { count: message.count });
      case "tooSmall":
      case "tooBig":
        return t(`validation.${message.key}`, { limit: message.limit });
      default:
        return t(`validation.${message.key}`);
    }
  };
}
