/** Dependency direction of DESIGN §2: contracts → nothing; db → contracts; server → db, contracts;
 *  ui kit → contracts; SPAs → contracts and the ui kit only; server modules reach each other only through index.ts. */
module.exports = {
  forbidden: [
    {
      name: "contracts-leaf",
      severity: "error",
      from: { path: "^packages/contracts" },
      to: { path: "^(packages/db|apps)/" },
    },
    { name: "db-only-contracts", severity: "error", from: { path: "^packages/db" }, to: { path: "^apps/" } },
    {
      name: "spa-only-contracts",
      severity: "error",
      from: { path: "^apps/(web|backoffice)" },
      to: { path: "^(packages/db|apps/server)/" },
    },
    {
      // The UI kit serves both SPAs and knows neither (DESIGN §10).
      name: "ui-kit-only-contracts",
      severity: "error",
      from: { path: "^packages/ui" },
      to: { path: "^(packages/db|apps)/" },
    },
    {
      name: "server-not-spa",
      severity: "error",
      from: { path: "^apps/server" },
      to: { path: "^apps/(web|backoffice)/src" },
    },
    {
      name: "module-through-index",
      severity: "error",
      from: { path: "^apps/server/src/modules/([^/]+)/" },
      to: {
        path: "^apps/server/src/modules/([^/]+)/(?!index\\.ts$)",
        pathNot: "^apps/server/src/modules/$1/",
      },
    },
    {
      // The house vendor talks to the platform only through the vendor wallet (DESIGN §2).
      name: "house-games-through-vendor-wallet",
      severity: "error",
      from: { path: "^apps/server/src/house-games/" },
      to: { path: "^apps/server/src/modules/(?!games/index\\.ts$)" },
    },
    {
      name: "modules-not-house-games",
      severity: "error",
      from: { path: "^apps/server/src/modules/" },
      to: { path: "^apps/server/src/house-games/" },
    },
    {
      name: "platform-not-modules",
      severity: "error",
      from: { path: "^apps/server/src/platform/" },
      to: { path: "^apps/server/src/modules/" },
    },
    {
      // Repositories own their tables (DESIGN §2): only *.repository.ts files, tests and the db
      // package itself import the schema entry.
      name: "schema-only-in-repositories",
      severity: "error",
      from: {
        path: "^apps/server/src/",
        pathNot: ["\\.repository\\.ts$", "\\.test\\.ts$"],
      },
      to: { path: "^packages/db/src/schema/" },
    },
    { name: "no-circular", severity: "error", from: {}, to: { circular: true } },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(node_modules|dist)" },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "default"],
      extensions: [".ts", ".tsx", ".js"],
    },
  },
};
