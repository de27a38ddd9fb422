import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pgliteSnapshot } from "@lotus/db";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    lotusPgliteSnapshot: string;
  }
}

/**
 * Migrates one embedded database per run and saves it as a tarball; each test file starts its own
 * from it (initdb and the migrations cost several seconds a file on the embedded engine).
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), "lotus-pglite-"));
  const file = join(dir, "migrated.tar");
  writeFileSync(file, Buffer.from(await (await pgliteSnapshot()).arrayBuffer()));
  project.provide("lotusPgliteSnapshot", file);
  return () => rmSync(dir, { recursive: true, force: true });
}
