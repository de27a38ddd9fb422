export * from "./client";
export * from "./house-catalogue";
export * from "./schema";
export * from "./seed";
