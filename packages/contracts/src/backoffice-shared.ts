import { z } from "zod";

/** Schema pieces the back-office contract files share (not exported from the package). */

export const id = z.string().uuid();
export const idParams = z.object({ id });
export const brandParams = z.object({ brandId: id });
/** A brand-scoped record: `/brands/:brandId/<things>/:id`. */
export const memberParams = z.object({ brandId: id, id });
export const page = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
};
export const reason = z.string().trim().max(500).optional();
export const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
export const tags = ["backoffice"];
