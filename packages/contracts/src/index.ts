export * from "./accounts";
export * from "./brand";
export * from "./errors";
export * from "./http";
export * from "./languages";
export * from "./money";
export * from "./patterns";
export * from "./system";
