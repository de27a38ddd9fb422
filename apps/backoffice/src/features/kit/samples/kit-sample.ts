import type { ComponentType } from "react";
import type enKit from "../../../locales/en/kit.json";

/** A group of the page: its heading and text come from kit:groups.<id>. */
export type KitGroupId = keyof (typeof enKit)["groups"];

/**
 * One entry of the showcase: a component drawn the way a screen would use it. The page renders
 * `Sample` twice, once in each theme, so a sample keeps its own state and ids (hooks, not globals).
 */
export interface KitSample {
  group: KitGroupId;
  /** Where a screen imports the group's components from, shown under the heading. */
  importPaths: readonly string[];
  Sample: ComponentType;
}
