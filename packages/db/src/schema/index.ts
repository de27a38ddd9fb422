export * from "./accounts";
export * from "./backoffice";
export * from "./brands";
export * from "./games";
export * from "./jobs";
export * from "./ledger";
export * from "./payments";
export * from "./reports";
