export * from "./accounts";
export * from "./backoffice";
export * from "./brands";
export * from "./ledger";
