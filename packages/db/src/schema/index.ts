export * from "./accounts";
export * from "./brands";
