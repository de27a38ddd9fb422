import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { type CountryResponse, Reader } from "maxmind";

/** Visitor country from the offline GeoLite2 country database shipped in an npm package. */
export interface GeoLookup {
  country(ip: string): string;
}

export function openGeoLookup(): GeoLookup {
  const require = createRequire(import.meta.url);
  const file = require.resolve("@ip-location-db/geolite2-country-mmdb/geolite2-country.mmdb");
  const reader = new Reader<CountryResponse & { country_code?: string }>(readFileSync(file));
  return {
    country(ip: string): string {
      const address = ip.startsWith("::ffff:") ? ip.slice(7) : ip;
      try {
        const record = reader.get(address);
        return record?.country_code ?? record?.country?.iso_code ?? "";
      } catch {
        return "";
      }
    },
  };
}
