import { describe, expect, it } from "vitest";
import { KIT_SECTIONS } from "./catalogue";

const asImportPath = (file: string) => file.replace(/^.*\/packages\/ui\/src\/(.*)\.tsx?$/, "@lotus/ui/$1");

/** The kit's modules by import path, for checking the paths the entries name. */
const modules = Object.keys(
  import.meta.glob("../../../../../../packages/ui/src/{primitives,data,format,status}/*.{ts,tsx}"),
)
  .filter((file) => !/\.test\.tsx?$/.test(file))
  .map(asImportPath);

/**
 * The kit's primitive components; KitIcon only draws glyphs: those of the kit's own controls, and
 * through LineIcon each app's icon set, seen on every screen.
 */
const primitives = Object.keys(import.meta.glob("../../../../../../packages/ui/src/primitives/*.tsx"))
  .map(asImportPath)
  .filter((path) => path !== "@lotus/ui/primitives/KitIcon");

/** The kit's data views, formatters and badges. */
const views = Object.keys(import.meta.glob("../../../../../../packages/ui/src/{data,format,status}/*.tsx"))
  .filter((file) => !/\.test\.tsx$/.test(file))
  .map(asImportPath);

const shown = KIT_SECTIONS.flatMap((section) => section.samples.flatMap((sample) => sample.importPaths));

describe("the UI kit showcase", () => {
  it("has an entry for every component of the kit's primitives", () => {
    expect(primitives).toContain("@lotus/ui/primitives/Button");
    expect(primitives.filter((path) => !shown.includes(path))).toEqual([]);
  });

  it("has an entry for every data view, formatter and badge of the kit", () => {
    expect(views).toEqual(expect.arrayContaining(["@lotus/ui/data/DataTable", "@lotus/ui/format/Money"]));
    expect(views).toContain("@lotus/ui/status/Badge");
    expect(views.filter((path) => !shown.includes(path))).toEqual([]);
  });

  it("names only import paths that exist, each in one entry", () => {
    expect(shown.filter((path) => !modules.includes(path))).toEqual([]);
    expect(new Set(shown).size).toBe(shown.length);
  });
});
