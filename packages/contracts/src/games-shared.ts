import { z } from "zod";

/** Schema pieces the games contract files share (not exported from the package). */

export const tags = ["games"];
export const vassalage = z.string().trim().min(1).max(32);
export const gameId = z.string().trim().min(1).max(64);
export const pageQuery = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(30),
};
export const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .optional();
export const paged = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

// The back-office games calls.
export const boId = z.string().uuid();
export const boBrandParams = z.object({ brandId: boId });
export const boIdParams = z.object({ brandId: boId, id: boId });
export const boBase = "/backoffice/api/brands/:brandId/games";
export const boTags = ["backoffice-games"];
export const boPage = {
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
};
export const iconUrl = z.string().trim().max(500);
export const betRangeOk = (body: { minBet: number | null; maxBet: number | null }) =>
  body.minBet === null || body.maxBet === null || body.minBet <= body.maxBet;
export const betRangeIssue = { message: "The minimum bet must not exceed the maximum", path: ["maxBet"] };
