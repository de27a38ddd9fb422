import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir } from "./client";

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "lotus-lock-"));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("embedded data directory lock", () => {
  it("takes the lock and releases it", () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, "lotus.lock"), "utf8")).toBe(String(process.pid));
    release();
    expect(existsSync(join(dir, "lotus.lock"))).toBe(false);
  });

  it("refuses with a clear message while another live process holds it", () => {
    const dir = tempDir();
    writeFileSync(join(dir, "lotus.lock"), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/already open by process .* PGlite allows one process at a time/);
  });

  it("replaces the stale lock of a process that is gone", () => {
    const dir = tempDir();
    writeFileSync(join(dir, "lotus.lock"), "2147483646");
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, "lotus.lock"), "utf8")).toBe(String(process.pid));
    release();
  });
});
