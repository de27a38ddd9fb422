// The tables are a separate entry, `@lotus/db/schema`, so the lint rule can keep them to repositories.
export * from "./client";
export * from "./house-catalogue";
export type { HouseGameSettings, MemberProfile, PayeeDetails, StoredLotteryResult } from "./schema";
export * from "./seed";
