import jpeg from "jpeg-js";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { AVATAR_SIZE, exifOrientation, prepareAvatar, squareResize, upright } from "./avatar-image";

/** A width × height picture whose pixel (x, y) is [x, y, 0, 255]. */
function coordinates(width: number, height: number) {
  const data = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) data.set([x, y, 0, 255], (y * width + x) * 4);
  return { width, height, data };
}

const at = (image: { width: number; data: Uint8Array }, x: number, y: number) => [
  ...image.data.subarray((y * image.width + x) * 4, (y * image.width + x) * 4 + 4),
];

describe("orientation", () => {
  it("reads the EXIF orientation tag in either byte order", () => {
    // "\0" padding, then a TIFF header (II, 42, IFD at 8) with one entry: 0x0112 SHORT 1 = 6.
    const little = Uint8Array.from([
      0, 0x49, 0x49, 0x2a, 0, 8, 0, 0, 0, 1, 0, 0x12, 0x01, 3, 0, 1, 0, 0, 0, 6, 0, 0, 0, 0, 0, 0, 0,
    ]);
    const big = Uint8Array.from([
      0, 0x4d, 0x4d, 0, 0x2a, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, 3, 0, 0, 0, 0, 0, 0,
    ]);
    expect(exifOrientation(little)).toBe(6);
    expect(exifOrientation(big)).toBe(3);
    expect(exifOrientation(undefined)).toBe(1);
    expect(exifOrientation(Uint8Array.from([0, 1, 2]))).toBe(1);
  });

  it("turns a picture upright: 6 is a quarter turn clockwise, 3 a half turn", () => {
    const image = coordinates(3, 2);
    const turned = upright(image, 6);
    expect([turned.width, turned.height]).toEqual([2, 3]);
    // The stored bottom-left corner becomes the top-left one.
    expect(at(turned, 0, 0)).toEqual([0, 1, 0, 255]);
    expect(at(turned, 1, 0)).toEqual([0, 0, 0, 255]);
    const half = upright(image, 3);
    expect(at(half, 0, 0)).toEqual([2, 1, 0, 255]);
    expect(upright(image, 1)).toBe(image);
  });
});

describe("square resize", () => {
  it("keeps the centre square and averages the area each pixel covers", () => {
    // 8 × 4: the centre square is columns 2–5; shrunk to 2 × 2 each pixel averages a 2 × 2 block.
    const small = squareResize(coordinates(8, 4), 2);
    expect(at(small, 0, 0)).toEqual([3, 1, 0, 255]);
    expect(at(small, 1, 1)).toEqual([5, 3, 0, 255]);
  });

  it("does not darken edges next to transparent pixels", () => {
    const data = new Uint8Array([255, 255, 255, 255, 0, 0, 0, 0]);
    const [pixel] = [squareResize({ width: 2, height: 1, data }, 1)];
    // The centre square of 2 × 1 is its left pixel: white, opaque.
    expect(at(pixel, 0, 0)).toEqual([255, 255, 255, 255]);
    const both = squareResize({ width: 2, height: 2, data: new Uint8Array([...data, ...data]) }, 1);
    expect(at(both, 0, 0)).toEqual([255, 255, 255, 128]);
  });
});

describe("prepareAvatar", () => {
  it("makes a 256 px png from a png and a 256 px jpg from a jpg", () => {
    const png = new PNG({ width: 300, height: 500 });
    png.data.fill(200);
    const fromPng = prepareAvatar(PNG.sync.write(png));
    expect(fromPng.ok && fromPng.mimeType).toBe("image/png");
    if (fromPng.ok) expect(PNG.sync.read(fromPng.bytes).width).toBe(AVATAR_SIZE);
    const pixels = Buffer.alloc(40 * 30 * 4, 90);
    const fromJpeg = prepareAvatar(jpeg.encode({ width: 40, height: 30, data: pixels }, 90).data);
    expect(fromJpeg.ok && fromJpeg.mimeType).toBe("image/jpeg");
    if (fromJpeg.ok) expect(jpeg.decode(fromJpeg.bytes).height).toBe(AVATAR_SIZE);
  });

  it("refuses other files, broken ones and oversized ones", () => {
    expect(prepareAvatar(Buffer.from("GIF89a"))).toEqual({ ok: false, reason: "unreadable" });
    const png = PNG.sync.write(new PNG({ width: 4, height: 4 }));
    expect(prepareAvatar(png.subarray(0, png.length - 20))).toEqual({ ok: false, reason: "unreadable" });
    const huge = Buffer.from(png);
    huge.writeUInt32BE(4097, 20);
    expect(prepareAvatar(huge)).toEqual({ ok: false, reason: "too_large" });
  });
});
