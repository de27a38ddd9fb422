import type { CountryItem } from "@lotus/contracts";
import { TextField, type TextFieldProps } from "@lotus/ui/primitives/Field";
import { useTranslation } from "react-i18next";
import { DialCodeSelect } from "../../../components/ui/DialCodeSelect";

interface MobileFieldProps extends Omit<TextFieldProps, "label" | "leading"> {
  countries: readonly CountryItem[];
  dialingCode: string;
  onDialingCodeChange: (code: string) => void;
  label?: string;
}

/** Mobile number with its country dialing code in front. */
export function MobileField({
  countries,
  dialingCode,
  onDialingCodeChange,
  label,
  ...input
}: MobileFieldProps) {
  const { t } = useTranslation("account");
  return (
    <TextField
      {...input}
      label={label ?? t("fields.mobileNum")}
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={20}
      leading={
        <DialCodeSelect
          label={t("fields.countryCode")}
          options={countries}
          value={dialingCode}
          onChange={onDialingCodeChange}
          disabled={countries.length === 0}
        />
      }
    />
  );
}
