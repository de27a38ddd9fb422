import { mkdirSync } from "node:fs";
import { join } from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";

/**
 * Where the layout check leaves a screenshot of every route, width and theme for a person to look
 * at, when E2E_ARTIFACTS names a folder; without it no pictures are taken (they cost a third of
 * the run). Never committed.
 */
export const ARTIFACTS = process.env.E2E_ARTIFACTS;

export const WIDTHS = [390, 768, 1366] as const;
export const THEMES = ["dark", "light"] as const;
export type Theme = (typeof THEMES)[number];

/** One problem the checks found, with what a developer needs to find it again. */
export interface Finding {
  route: string;
  where: string;
  rule: string;
  target: string;
}

export function formatFindings(findings: Finding[]): string {
  return findings.map((f) => `${f.route} [${f.where}] ${f.rule}: ${f.target}`).join("\n");
}

/** Serious and critical axe violations on the page as it is now. */
export async function axeFindings(page: Page, route: string, where: string): Promise<Finding[]> {
  // Every rule runs; only the violations are reported in full, which halves axe's time on a long page.
  const results = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .flatMap((violation) =>
      violation.nodes.map((node) => ({
        route,
        where,
        rule: `axe ${violation.id} (${violation.impact})`,
        target: node.target.join(" "),
      })),
    );
}

/**
 * Texts that read as translation keys ("tile.hot", drawn "TILE.HOT" by an upper-case style): in
 * text nodes of rendered elements and in the labels people hear or see (aria-label, title, alt;
 * not placeholders, which show sample input such as "operator.login"). The DOM keeps the text as
 * written, so text-transform cannot hide one.
 * `withHidden` also reads what a hover or a click would reveal (a closed drop-down menu).
 */
export async function rawKeyFindings(
  page: Page,
  route: string,
  where: string,
  withHidden = false,
): Promise<Finding[]> {
  const found = await page.evaluate((withHidden) => {
    const key = /^[a-z]+(\.[a-z0-9_]+)+$/i;
    // Codes shown as codes (a permission "members.view" in monospace) are meant.
    const looksLikeKey = (text: string, element: Element) =>
      key.test(text) && !element.closest("code, kbd, samp, .mono");
    const rendered = (element: Element) =>
      withHidden || element.checkVisibility({ visibilityProperty: true, contentVisibilityAuto: true });
    const keys = new Set<string>();
    const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = texts.nextNode(); node; node = texts.nextNode()) {
      const text = node.textContent?.trim() ?? "";
      const owner = node.parentElement;
      if (owner && looksLikeKey(text, owner) && !owner.closest("script, style, template") && rendered(owner))
        keys.add(text);
    }
    for (const element of document.body.querySelectorAll("[aria-label], [title], [alt]")) {
      if (!rendered(element)) continue;
      for (const name of ["aria-label", "title", "alt"]) {
        const text = element.getAttribute(name)?.trim() ?? "";
        if (looksLikeKey(text, element)) keys.add(`${text} (${name})`);
      }
    }
    return [...keys];
  }, withHidden);
  return found.map((text) => ({ route, where, rule: "raw translation key", target: text }));
}

/** Switches the theme the way each app's switch does (one attribute), remembered for reloads. */
export async function applyTheme(page: Page, theme: Theme, storageKey: string): Promise<void> {
  await page.evaluate(
    ({ theme, storageKey }) => {
      window.localStorage.setItem(storageKey, theme);
      document.documentElement.setAttribute("data-theme", theme);
    },
    { theme, storageKey },
  );
}

/** After a load: the page stops fetching (the realtime socket aside), then as settleLayout. */
export async function settleLoad(page: Page): Promise<void> {
  await page.waitForLoadState("networkidle", { timeout: 8_000 }).catch(() => undefined);
  await settleLayout(page);
}

/**
 * After a resize or a theme switch: fonts and the pictures on screen are in (a theme may swap a
 * logo), and two frames are drawn, so style and layout have run. Waits 2 s at most for pictures.
 */
export async function settleLayout(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const arriving = [...document.images].filter((image) => {
      const box = image.getBoundingClientRect();
      // Pictures from other hosts (demo data's vendor logos) may never answer on a closed network.
      const ownHost =
        new URL(image.currentSrc || image.src, window.location.href).origin === window.location.origin;
      return ownHost && !image.complete && box.width > 0 && box.bottom > 0 && box.top < window.innerHeight;
    });
    const pictures = arriving.map(
      (image) =>
        new Promise((resolve) => {
          image.addEventListener("load", resolve, { once: true });
          image.addEventListener("error", resolve, { once: true });
        }),
    );
    const limit = new Promise((resolve) => setTimeout(resolve, 2_000));
    await Promise.race([Promise.all([document.fonts.ready, ...pictures]), limit]);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** Animations and transitions off, so every measurement and picture shows the settled layout. */
export async function freezeMotion(page: Page): Promise<void> {
  await page.addStyleTag({
    content:
      "*,*::before,*::after{transition:none!important;animation-duration:0s!important;animation-delay:0s!important;caret-color:transparent!important}",
  });
}

export async function screenshot(page: Page, name: string): Promise<void> {
  if (!ARTIFACTS) return;
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: join(ARTIFACTS, `${name.replace(/[^\w.-]+/g, "_")}.png`), fullPage: true });
}

/**
 * Layout problems a visitor sees at the current viewport, measured in the page: the page wider
 * than the screen, an element sticking out of it, one control lying over another, a header text
 * cut or wrapped. Measured with the page at its top and at its bottom (the footer).
 */
export async function layoutFindings(page: Page, route: string, where: string): Promise<Finding[]> {
  const found: { rule: string; target: string }[] = [];
  for (const position of ["top", "bottom"] as const) {
    const problems = await page.evaluate(measureLayout, position);
    for (const problem of problems)
      if (!found.some((f) => f.rule === problem.rule && f.target === problem.target)) found.push(problem);
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  return found.map((problem) => ({ route, where, ...problem }));
}

/** Runs inside the page: it may use only the DOM, nothing from this module. */
function measureLayout(position: "top" | "bottom"): { rule: string; target: string }[] {
  window.scrollTo(0, position === "top" ? 0 : document.documentElement.scrollHeight);
  const viewportWidth = document.documentElement.clientWidth;
  const viewportHeight = window.innerHeight;
  const problems: { rule: string; target: string }[] = [];

  const describe = (element: Element): string => {
    const parts: string[] = [];
    let current: Element | null = element;
    while (current && parts.length < 3 && current !== document.body) {
      const id = current.id ? `#${current.id}` : "";
      const classes = [...current.classList]
        .slice(0, 2)
        .map((name) => `.${name}`)
        .join("");
      parts.unshift(`${current.tagName.toLowerCase()}${id}${classes}`);
      current = current.parentElement;
    }
    const label = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 30);
    return `${parts.join(" > ")}${label ? ` "${label}"` : ""}`;
  };

  // Every element's style, ancestor clip and anchor are read once: the checks below ask for the
  // same ancestors thousands of times on a long page.
  const styles = new Map<Element, CSSStyleDeclaration>();
  const styleOf = (element: Element): CSSStyleDeclaration => {
    let style = styles.get(element);
    if (!style) {
      style = getComputedStyle(element);
      styles.set(element, style);
    }
    return style;
  };
  type Box = { left: number; right: number; top: number; bottom: number };
  const EVERYWHERE: Box = { left: -Infinity, right: Infinity, top: -Infinity, bottom: Infinity };
  const clips = new Map<Element, Box | null>();
  /** What `element` and its ancestors leave visible of their content; null when they hide it. */
  const clipBy = (element: Element | null): Box | null => {
    if (!element) return EVERYWHERE;
    const known = clips.get(element);
    if (known !== undefined) return known;
    const style = styleOf(element);
    let clip: Box | null = null;
    if (Number(style.opacity) !== 0 && style.visibility !== "hidden") {
      // A fixed box is clipped by nothing around it.
      const outer = style.position === "fixed" ? EVERYWHERE : clipBy(element.parentElement);
      if (outer) {
        const clipsX = style.overflowX !== "visible";
        const clipsY = style.overflowY !== "visible";
        const own = clipsX || clipsY ? element.getBoundingClientRect() : null;
        clip = {
          left: own && clipsX ? Math.max(outer.left, own.left) : outer.left,
          right: own && clipsX ? Math.min(outer.right, own.right) : outer.right,
          top: own && clipsY ? Math.max(outer.top, own.top) : outer.top,
          bottom: own && clipsY ? Math.min(outer.bottom, own.bottom) : outer.bottom,
        };
      }
    }
    clips.set(element, clip);
    return clip;
  };

  /** The part of an element left visible by every ancestor that clips its overflow. */
  const visibleRect = (element: Element): DOMRect | null => {
    const style = styleOf(element);
    if (style.visibility === "hidden" || style.display === "none" || Number(style.opacity) === 0) return null;
    const clip = clipBy(element.parentElement);
    if (!clip) return null;
    const rect = element.getBoundingClientRect();
    const left = Math.max(rect.left, clip.left);
    const right = Math.min(rect.right, clip.right);
    const top = Math.max(rect.top, clip.top);
    const bottom = Math.min(rect.bottom, clip.bottom);
    if (right - left < 1 || bottom - top < 1) return null;
    return new DOMRect(left, top, right - left, bottom - top);
  };

  const anchors = new Map<Element, Element | null>();
  /** The fixed or sticky box an element moves with, if any. */
  const anchorOf = (element: Element | null): Element | null => {
    if (!element) return null;
    const known = anchors.get(element);
    if (known !== undefined) return known;
    const place = styleOf(element).position;
    const anchor = place === "fixed" || place === "sticky" ? element : anchorOf(element.parentElement);
    anchors.set(element, anchor);
    return anchor;
  };

  /** The anchor if it stays put on screen: fixed, or sticky with no scrolling box between it and the page. */
  const screenAnchor = (anchor: Element | null): Element | null => {
    if (!anchor || styleOf(anchor).position === "fixed") return anchor;
    for (let box = anchor.parentElement; box && box !== document.body; box = box.parentElement) {
      const { overflowX, overflowY } = styleOf(box);
      if (/(auto|scroll|hidden)/.test(overflowX + overflowY)) return null;
    }
    return anchor;
  };

  if (document.documentElement.scrollWidth > viewportWidth + 1) {
    // Name the outermost boxes that reach past the screen's edge: that is where to look.
    const culprits = [...document.body.querySelectorAll("*")]
      .filter((element) => {
        const right = element.getBoundingClientRect().right;
        const parentRight = element.parentElement?.getBoundingClientRect().right ?? 0;
        return right > viewportWidth + 1 && parentRight <= viewportWidth + 1;
      })
      .slice(0, 3)
      .map(describe);
    problems.push({
      rule: "page wider than the screen",
      target: `${document.documentElement.scrollWidth}px > ${viewportWidth}px: ${culprits.join("; ")}`,
    });
  }

  const all = [...document.body.querySelectorAll("*")];
  const sticking = new Set<Element>();
  for (const element of all) {
    const rect = visibleRect(element);
    if (!rect) continue;
    const outRight = rect.right > viewportWidth + 1 && rect.left < viewportWidth;
    const outLeft = rect.left < -1 && rect.right > 0;
    if ((outRight || outLeft) && !(element.parentElement && sticking.has(element.parentElement))) {
      problems.push({ rule: "sticks out of the screen", target: describe(element) });
    }
    if (outRight || outLeft) sticking.add(element);
  }

  // Inside an open modal only its own controls count: the rest of the page is inert behind it.
  const modal = document.querySelector("dialog[open], [aria-modal=true]");
  const viewportArea = viewportWidth * viewportHeight;
  const interactive = all
    .filter(
      (element) =>
        element.matches(
          "a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=tab], [role=switch], [role=link]",
        ) &&
        (!modal || modal.contains(element)),
    )
    .map((element) => ({ element, rect: visibleRect(element), anchor: anchorOf(element) }))
    .filter(
      (entry): entry is { element: Element; rect: DOMRect; anchor: Element | null } =>
        entry.rect !== null &&
        // A backdrop that closes a dialog lies under everything by design.
        entry.rect.width * entry.rect.height < viewportArea * 0.8 &&
        entry.rect.bottom > 0 &&
        entry.rect.top < viewportHeight &&
        entry.rect.right > 0 &&
        entry.rect.left < viewportWidth,
    );
  for (let i = 0; i < interactive.length; i++) {
    for (let j = i + 1; j < interactive.length; j++) {
      const a = interactive[i];
      const b = interactive[j];
      if (!a || !b || a.element.contains(b.element) || b.element.contains(a.element)) continue;
      const left = Math.max(a.rect.left, b.rect.left);
      const right = Math.min(a.rect.right, b.rect.right);
      const top = Math.max(a.rect.top, b.rect.top);
      const bottom = Math.min(a.rect.bottom, b.rect.bottom);
      if (right - left < 3 || bottom - top < 3) continue;
      const pinned = a.anchor && !b.anchor ? a : b.anchor && !a.anchor ? b : null;
      if (pinned) {
        // Page content scrolls under a pinned bar; it is hidden for good only where scrolling
        // cannot move it out: under a bar in the upper half with the page at its top, under
        // one in the lower half with the page at its bottom.
        const pinnedInUpperHalf = pinned.rect.top + pinned.rect.height / 2 < viewportHeight / 2;
        if (pinnedInUpperHalf !== (position === "top")) continue;
      }
      // Asked where the overlap is on screen: a part above the viewport's top has no element.
      const onTop = document.elementFromPoint(
        (Math.max(left, 0) + Math.min(right, viewportWidth)) / 2,
        (Math.max(top, 0) + Math.min(bottom, viewportHeight)) / 2,
      );
      // A third layer (a pinned header the page scrolled under) hides both here: neither covers the other.
      if (!onTop || (!a.element.contains(onTop) && !b.element.contains(onTop))) continue;
      const above = onTop && b.element.contains(onTop) ? b : a;
      const below = above === a ? b : a;
      // A small control placed on a card (a favourite heart on a game tile) is layered on purpose.
      const inside =
        above.rect.left >= below.rect.left &&
        above.rect.right <= below.rect.right &&
        above.rect.top >= below.rect.top &&
        above.rect.bottom <= below.rect.bottom;
      if (inside && above.anchor === below.anchor) continue;
      problems.push({
        rule: "controls overlap",
        target: `${describe(above.element)} over ${describe(below.element)}`,
      });
    }
  }

  // A control lying over a text (banner arrows over the headline): the text cannot be read.
  const texts = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = texts.nextNode(); node; node = texts.nextNode()) {
    const owner = node.parentElement;
    if (!owner || !node.textContent?.trim() || (modal && !modal.contains(owner))) continue;
    // A label that lets clicks through (a badge on a tile) is drawn over its control on purpose.
    if (styleOf(owner).pointerEvents === "none") continue;
    const ownerBox = visibleRect(owner);
    if (!ownerBox || ownerBox.width <= 2) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const lines = [...range.getClientRects()];
    // A header cell sticky inside a scrolling table box scrolls with the page: not pinned to the screen.
    const textAnchor = screenAnchor(anchorOf(owner));
    for (const control of interactive) {
      if (control.element.contains(owner)) continue;
      if (control.anchor && !textAnchor) {
        const inUpperHalf = control.rect.top + control.rect.height / 2 < viewportHeight / 2;
        if (inUpperHalf !== (position === "top")) continue;
      }
      const hit = lines.find(
        (line) =>
          Math.min(line.right, control.rect.right) - Math.max(line.left, control.rect.left) >= 3 &&
          Math.min(line.bottom, control.rect.bottom) - Math.max(line.top, control.rect.top) >= 3,
      );
      if (!hit) continue;
      const x = (Math.max(hit.left, control.rect.left) + Math.min(hit.right, control.rect.right)) / 2;
      const y = (Math.max(hit.top, control.rect.top) + Math.min(hit.bottom, control.rect.bottom)) / 2;
      const onTop = document.elementFromPoint(x, y);
      if (onTop && control.element.contains(onTop) && !onTop.contains(owner))
        problems.push({
          rule: "control over text",
          target: `${describe(control.element)} over ${describe(owner)}`,
        });
    }
  }

  // Header texts: a link or name that wraps onto a second line or runs past its box.
  const banner = document.querySelector("header, [role=banner]");
  if (banner) {
    const walker = document.createTreeWalker(banner, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const owner = node.parentElement;
      const box = owner ? visibleRect(owner) : null;
      // Texts only for screen readers sit in a 1 px box on purpose.
      if (!owner || !box || box.width <= 2 || !node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const lines = [...range.getClientRects()];
      if (new Set(lines.map((line) => Math.round(line.top))).size > 1)
        problems.push({ rule: "header text wraps", target: describe(owner) });
      else if (lines.some((line) => line.right > box.right + 1 || line.left < box.left - 1))
        problems.push({ rule: "header text cut", target: describe(owner) });
    }
  }
  return problems;
}
