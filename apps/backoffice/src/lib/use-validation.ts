import { validationText } from "@lotus/ui/form/contract-form";
import type { FieldValues, Resolver } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { type ContractSchema, contractResolver, defined, type ValidationMessage } from "./form";

/** Validation messages in the operator's language (common:validation.*). */
export function useValidationText(): (message: ValidationMessage) => string {
  const { t } = useTranslation();
  return validationText((key, values) => t(key, values));
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
