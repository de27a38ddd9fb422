import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import type { UseFormReturn } from "react-hook-form";
import { currentLanguage } from "../../../lib/i18n";
import { countriesQuery } from "../../../lib/queries";
import { mobileMessage } from "../../../lib/validation";

interface MobileValues {
  countryDialingCode: string;
  mobileNum: string;
}

/**
 * The dialing regions of a form's mobile field, from GET /wps/system/country: the visitor's own
 * region is chosen until the member picks another.
 */
export function useDialingCodes<Values extends MobileValues>(form: UseFormReturn<Values>) {
  // Values holds both fields, so the form is used through them alone.
  const { watch, setValue, getValues } = form as unknown as UseFormReturn<MobileValues>;
  const query = useQuery(countriesQuery());
  const countries = query.data?.list ?? [];
  const own = countries.find((country) => country.countryCode === query.data?.current);
  const defaultCode = own?.countryDialingCode ?? countries[0]?.countryDialingCode ?? "";
  const code = watch("countryDialingCode");

  useEffect(() => {
    if (!code && defaultCode) setValue("countryDialingCode", defaultCode);
  }, [code, defaultCode, setValue]);

  const find = (dialingCode: string) =>
    countries.find((country) => country.countryDialingCode === dialingCode);
  const choose = (next: string) => setValue("countryDialingCode", next);

  return {
    find,
    /** What MobileField takes for its dialing code select. */
    select: { countries, dialingCode: code, onDialingCodeChange: choose },
    /** What is wrong with a mobile number in the chosen region, the field named by `label`. */
    mobileMessage: (value: string, label: string) =>
      mobileMessage(find(getValues("countryDialingCode")), value.trim(), label, currentLanguage()),
  };
}
