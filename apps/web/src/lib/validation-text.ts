import { type TranslateValidation, validationText } from "@lotus/ui/form/contract-form";
import { useTranslation } from "react-i18next";

/** The namespaces that carry the kit's validation messages (<namespace>:validation.*). */
export type ValidationNamespace = "chat" | "profile" | "agent";

/** The kit's contract-form issues in the words of a feature's namespace. */
export function useValidationText(namespace: ValidationNamespace): TranslateValidation {
  const { t } = useTranslation(namespace);
  return validationText((key, values) => t(key, values));
}
