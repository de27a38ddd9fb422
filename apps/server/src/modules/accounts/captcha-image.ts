import { PNG } from "pngjs";

/**
 * Captcha image renderer (pure: the picture depends only on the code and the random source).
 * A 5×7 bitmap font, per-character scale, rotation, offset and colour, a wave distortion of the
 * whole picture, noise lines and dots over a light background.
 */

/** Characters a captcha is made of: no 0/O, 1/I/L, which are easily confused. */
export const CAPTCHA_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const CAPTCHA_LENGTH = 4;
export const CAPTCHA_WIDTH = 120;
export const CAPTCHA_HEIGHT = 44;

/** Random numbers in [0, 1). */
export type Rng = () => number;

/** mulberry32: small, fast and deterministic for a given seed. */
export function seededRng(seed: number): Rng {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const GLYPH_WIDTH = 5;
const GLYPH_HEIGHT = 7;

/** The bitmap font: seven rows of five columns per character, "#" is ink. */
const FONT: Record<string, readonly string[]> = {
  A: [".###.", "#...#", "#...#", "#####", "#...#", "#...#", "#...#"],
  B: ["####.", "#...#", "#...#", "####.", "#...#", "#...#", "####."],
  C: [".###.", "#...#", "#....", "#....", "#....", "#...#", ".###."],
  D: ["####.", "#...#", "#...#", "#...#", "#...#", "#...#", "####."],
  E: ["#####", "#....", "#....", "####.", "#....", "#....", "#####"],
  F: ["#####", "#....", "#....", "####.", "#....", "#....", "#...."],
  G: [".###.", "#...#", "#....", "#.###", "#...#", "#...#", ".####"],
  H: ["#...#", "#...#", "#...#", "#####", "#...#", "#...#", "#...#"],
  J: ["..###", "...#.", "...#.", "...#.", "...#.", "#..#.", ".##.."],
  K: ["#...#", "#..#.", "#.#..", "##...", "#.#..", "#..#.", "#...#"],
  M: ["#...#", "##.##", "#.#.#", "#.#.#", "#...#", "#...#", "#...#"],
  N: ["#...#", "#...#", "##..#", "#.#.#", "#..##", "#...#", "#...#"],
  P: ["####.", "#...#", "#...#", "####.", "#....", "#....", "#...."],
  Q: [".###.", "#...#", "#...#", "#...#", "#.#.#", "#..#.", ".##.#"],
  R: ["####.", "#...#", "#...#", "####.", "#.#..", "#..#.", "#...#"],
  S: [".####", "#....", "#....", ".###.", "....#", "....#", "####."],
  T: ["#####", "..#..", "..#..", "..#..", "..#..", "..#..", "..#.."],
  U: ["#...#", "#...#", "#...#", "#...#", "#...#", "#...#", ".###."],
  V: ["#...#", "#...#", "#...#", "#...#", "#...#", ".#.#.", "..#.."],
  W: ["#...#", "#...#", "#...#", "#.#.#", "#.#.#", "#.#.#", ".#.#."],
  X: ["#...#", "#...#", ".#.#.", "..#..", ".#.#.", "#...#", "#...#"],
  Y: ["#...#", "#...#", ".#.#.", "..#..", "..#..", "..#..", "..#.."],
  Z: ["#####", "....#", "...#.", "..#..", ".#...", "#....", "#####"],
  "2": [".###.", "#...#", "....#", "...#.", "..#..", ".#...", "#####"],
  "3": ["#####", "...#.", "..#..", "...#.", "....#", "#...#", ".###."],
  "4": ["...#.", "..##.", ".#.#.", "#..#.", "#####", "...#.", "...#."],
  "5": ["#####", "#....", "####.", "....#", "....#", "#...#", ".###."],
  "6": ["..##.", ".#...", "#....", "####.", "#...#", "#...#", ".###."],
  "7": ["#####", "....#", "...#.", "..#..", ".#...", ".#...", ".#..."],
  "8": [".###.", "#...#", "#...#", ".###.", "#...#", "#...#", ".###."],
  "9": [".###.", "#...#", "#...#", ".####", "....#", "...#.", ".##.."],
};

export function hasGlyph(char: string): boolean {
  return char in FONT;
}

type Rgb = readonly [number, number, number];

const between = (rng: Rng, min: number, max: number) => min + rng() * (max - min);
const intBetween = (rng: Rng, min: number, max: number) => Math.floor(between(rng, min, max + 1));
const colour = (rng: Rng, min: number, max: number): Rgb => [
  intBetween(rng, min, max),
  intBetween(rng, min, max),
  intBetween(rng, min, max),
];

interface PlacedGlyph {
  rows: readonly string[];
  centerX: number;
  centerY: number;
  cos: number;
  sin: number;
  scale: number;
  ink: Rgb;
}

function inkAt(glyph: PlacedGlyph, x: number, y: number): boolean {
  const dx = x - glyph.centerX;
  const dy = y - glyph.centerY;
  // Inverse rotation maps the picture point back into the upright glyph.
  const localX = dx * glyph.cos + dy * glyph.sin;
  const localY = -dx * glyph.sin + dy * glyph.cos;
  const column = Math.floor(localX / glyph.scale + GLYPH_WIDTH / 2);
  const row = Math.floor(localY / glyph.scale + GLYPH_HEIGHT / 2);
  if (column < 0 || column >= GLYPH_WIDTH || row < 0 || row >= GLYPH_HEIGHT) return false;
  return glyph.rows[row]?.[column] === "#";
}

function setPixel(png: PNG, x: number, y: number, [r, g, b]: Rgb): void {
  if (x < 0 || y < 0 || x >= png.width || y >= png.height) return;
  const offset = (y * png.width + x) * 4;
  png.data[offset] = r;
  png.data[offset + 1] = g;
  png.data[offset + 2] = b;
  png.data[offset + 3] = 255;
}

function drawLine(png: PNG, x0: number, y0: number, x1: number, y1: number, ink: Rgb): void {
  // Bresenham.
  let x = x0;
  let y = y0;
  const dx = Math.abs(x1 - x0);
  const dy = -Math.abs(y1 - y0);
  const stepX = x0 < x1 ? 1 : -1;
  const stepY = y0 < y1 ? 1 : -1;
  let error = dx + dy;
  for (;;) {
    setPixel(png, x, y, ink);
    if (x === x1 && y === y1) return;
    const doubled = 2 * error;
    if (doubled >= dy) {
      error += dy;
      x += stepX;
    }
    if (doubled <= dx) {
      error += dx;
      y += stepY;
    }
  }
}

/** Renders `code` (characters of CAPTCHA_ALPHABET) as a PNG. */
export function renderCaptcha(code: string, rng: Rng): Buffer {
  const chars = [...code.toUpperCase()];
  for (const char of chars) if (!hasGlyph(char)) throw new RangeError(`no glyph for ${JSON.stringify(char)}`);
  const width = CAPTCHA_WIDTH;
  const height = CAPTCHA_HEIGHT;
  const png = new PNG({ width, height });

  // Background: a soft vertical gradient between two light colours.
  const top = colour(rng, 205, 250);
  const bottom = colour(rng, 205, 250);
  const cell = width / Math.max(chars.length, 1);
  const glyphs: PlacedGlyph[] = chars.map((char, index) => {
    const angle = between(rng, -0.35, 0.35);
    return {
      rows: FONT[char] ?? [],
      centerX: cell * (index + 0.5) + between(rng, -3, 3),
      centerY: height / 2 + between(rng, -4, 4),
      cos: Math.cos(angle),
      sin: Math.sin(angle),
      scale: between(rng, 3.1, 3.9),
      ink: colour(rng, 15, 120),
    };
  });
  const wave = {
    ampX: between(rng, 1, 2),
    periodX: between(rng, 20, 32),
    phaseX: between(rng, 0, Math.PI * 2),
    ampY: between(rng, 1.5, 3),
    periodY: between(rng, 36, 60),
    phaseY: between(rng, 0, Math.PI * 2),
  };

  for (let y = 0; y < height; y++) {
    const mix = y / (height - 1);
    const background: Rgb = [
      Math.round(top[0] + (bottom[0] - top[0]) * mix),
      Math.round(top[1] + (bottom[1] - top[1]) * mix),
      Math.round(top[2] + (bottom[2] - top[2]) * mix),
    ];
    for (let x = 0; x < width; x++) {
      const sourceX = x + wave.ampX * Math.sin((2 * Math.PI * y) / wave.periodX + wave.phaseX);
      const sourceY = y + wave.ampY * Math.sin((2 * Math.PI * x) / wave.periodY + wave.phaseY);
      const glyph = glyphs.find((candidate) => inkAt(candidate, sourceX, sourceY));
      setPixel(png, x, y, glyph ? glyph.ink : background);
    }
  }

  const lines = intBetween(rng, 3, 5);
  for (let index = 0; index < lines; index++) {
    drawLine(
      png,
      intBetween(rng, 0, width / 4),
      intBetween(rng, 0, height - 1),
      intBetween(rng, (width * 3) / 4, width - 1),
      intBetween(rng, 0, height - 1),
      colour(rng, 40, 180),
    );
  }
  const dots = intBetween(rng, 110, 170);
  for (let index = 0; index < dots; index++) {
    setPixel(png, intBetween(rng, 0, width - 1), intBetween(rng, 0, height - 1), colour(rng, 0, 255));
  }
  return PNG.sync.write(png);
}

export function pngDataUrl(png: Buffer): string {
  return `data:image/png;base64,${png.toString("base64")}`;
}
