import { PasswordField, type TextFieldProps } from "@lotus/ui/primitives/Field";
import type { UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { currentLanguage } from "../../../lib/i18n";
import { requiredMessage } from "../../../lib/validation";
import { useMoney } from "../hooks/use-money";
import { type AmountLimits, amountProblem, amountText, maximumAmount } from "../model/amount";
import { paymentPasswordProblem } from "../model/fields";
import { AmountField, useAmountMessage } from "./parts";

/** Validation of a 6-digit payment password field, with the field's label in the message. */
export function usePaymentPasswordRule() {
  const { t } = useTranslation("wallet");
  return (value: string, label: string) => {
    const problem = paymentPasswordProblem(value);
    if (problem === "required") return requiredMessage("", label, currentLanguage());
    if (problem === "format") return t("paymentPassword.format");
    return undefined;
  };
}

/** A 6-digit payment password: numeric keyboard, never filled in by the browser, always required. */
export function PaymentPasswordField(
  props: Omit<TextFieldProps, "type" | "addon" | "inputMode" | "maxLength" | "autoComplete" | "markRequired">,
) {
  return <PasswordField {...props} inputMode="numeric" maxLength={6} autoComplete="off" markRequired />;
}

interface MoneyCallValues {
  amount: string;
  paymentPassword: string;
}

/**
 * The amount (its limits as the hint, the maximum as a shortcut) and the payment password that
 * every payment out of the wallet asks for, in a form whose values hold both.
 */
export function MoneyCallFields<Values extends MoneyCallValues>({
  form,
  limits,
  hint,
}: {
  form: UseFormReturn<Values>;
  limits: AmountLimits;
  hint: string;
}) {
  // Values holds both fields, so the form is used through them alone.
  const fields = form as unknown as UseFormReturn<MoneyCallValues>;
  const { register, setValue } = fields;
  const { errors } = fields.formState;
  const { t } = useTranslation("wallet");
  const { money } = useMoney();
  const amountMessage = useAmountMessage();
  const passwordRule = usePaymentPasswordRule();
  const passwordLabel = t("paymentPassword.label");
  return (
    <>
      <AmountField
        error={errors.amount?.message}
        hint={hint}
        onMaximum={() => setValue("amount", amountText(maximumAmount(limits)), { shouldValidate: true })}
        {...register("amount", {
          validate: (value) => amountMessage(amountProblem(value, limits), money) ?? true,
        })}
      />
      <PaymentPasswordField
        label={passwordLabel}
        error={errors.paymentPassword?.message}
        {...register("paymentPassword", { validate: (value) => passwordRule(value, passwordLabel) ?? true })}
      />
    </>
  );
}
