/** @lotus/ui: the kit both SPAs build their screens from (DESIGN §10). Import by subpath without
 *  the file's extension, e.g. `@lotus/ui/api/client` or `@lotus/ui/primitives/Button` (the package
 *  maps `./*` to `./src/*`), so each SPA's bundle carries only what it uses; only non-code files
 *  keep theirs (`@lotus/ui/primitives/primitives.css`). */
export {};
