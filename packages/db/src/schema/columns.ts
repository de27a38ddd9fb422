import { customType } from "drizzle-orm/pg-core";

/** Binary column (uploaded images), read back as a Buffer from PostgreSQL and PGlite alike. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
