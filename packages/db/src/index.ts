export * from "./client";
export * from "./schema";
export * from "./seed";
