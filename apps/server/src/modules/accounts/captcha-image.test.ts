import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import {
  CAPTCHA_ALPHABET,
  CAPTCHA_HEIGHT,
  CAPTCHA_WIDTH,
  hasGlyph,
  pngDataUrl,
  renderCaptcha,
  seededRng,
} from "./captcha-image";

const darkPixels = (png: PNG) => {
  let count = 0;
  for (let offset = 0; offset < png.data.length; offset += 4) {
    const brightness = (png.data[offset] ?? 0) + (png.data[offset + 1] ?? 0) + (png.data[offset + 2] ?? 0);
    if (brightness < 3 * 130) count++;
  }
  return count;
};

describe("captcha renderer", () => {
  it("draws a PNG of the captcha size that decodes", () => {
    const image = PNG.sync.read(renderCaptcha("AB34", seededRng(7)));
    expect(image.width).toBe(CAPTCHA_WIDTH);
    expect(image.height).toBe(CAPTCHA_HEIGHT);
    // Glyph ink is dark on a light background: a fair share of the picture, far from all of it.
    const ink = darkPixels(image);
    expect(ink).toBeGreaterThan(300);
    expect(ink).toBeLessThan((CAPTCHA_WIDTH * CAPTCHA_HEIGHT) / 2);
  });

  it("is deterministic for a seed and differs for another code or another seed", () => {
    const first = renderCaptcha("K7MX", seededRng(42));
    expect(renderCaptcha("K7MX", seededRng(42)).equals(first)).toBe(true);
    expect(renderCaptcha("K7MY", seededRng(42)).equals(first)).toBe(false);
    expect(renderCaptcha("K7MX", seededRng(43)).equals(first)).toBe(false);
  });

  it("renders the glyph of every alphabet character, upper or lower case", () => {
    for (const char of CAPTCHA_ALPHABET) expect(hasGlyph(char)).toBe(true);
    const lower = PNG.sync.read(renderCaptcha("abcd", seededRng(1)));
    const upper = PNG.sync.read(renderCaptcha("ABCD", seededRng(1)));
    expect(lower.data.equals(upper.data)).toBe(true);
  });

  it("refuses characters it has no glyph for", () => {
    expect(() => renderCaptcha("AB0D", seededRng(1))).toThrow(RangeError);
  });

  it("wraps the PNG as a data URL", () => {
    const png = renderCaptcha("ZZZZ", seededRng(3));
    const url = pngDataUrl(png);
    expect(url.startsWith("data:image/png;base64,")).toBe(true);
    expect(Buffer.from(url.slice("data:image/png;base64,".length), "base64").equals(png)).toBe(true);
  });

  it("the seeded random source stays in [0, 1)", () => {
    const rng = seededRng(99);
    for (let index = 0; index < 1000; index++) {
      const value = rng();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
    }
  });
});
