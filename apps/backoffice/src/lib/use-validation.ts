import type { FieldValues, Resolver } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { type ContractSchema, contractResolver, defined, type ValidationMessage } from "./form";

/** Validation messages in the operator's language (common:validation.*). */
export function useValidationText(): (message: ValidationMessage) => string {
  const { t } = useTranslation();
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

/** The kit's zodResolver binding on a contract schema, with messages in the operator's language. */
export function useContractResolver<TValues extends FieldValues, TOutput>(
  schema: ContractSchema<TOutput> | undefined,
  check?: (output: TOutput, values: TValues) => Record<string, string | undefined>,
  prepare?: (values: TValues) => unknown,
): Resolver<TValues, unknown, TOutput> {
  const translate = useValidationText();
  return contractResolver(defined(schema), translate, { check, prepare });
}
