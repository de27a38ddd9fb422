import { useQuery } from "@tanstack/react-query";
import { countriesQuery } from "../../../lib/queries";

/** Dialing regions from GET /wps/system/country, with the visitor's own region first chosen. */
export function useDialingCodes() {
  const query = useQuery(countriesQuery());
  const countries = query.data?.list ?? [];
  const own = countries.find((country) => country.countryCode === query.data?.current);
  return {
    countries,
    defaultCode: own?.countryDialingCode ?? countries[0]?.countryDialingCode ?? "",
    find: (code: string) => countries.find((country) => country.countryDialingCode === code),
  };
}
