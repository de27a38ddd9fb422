import jpeg from "jpeg-js";
import { PNG } from "pngjs";

/**
 * Custom avatars are stored as one fixed square (AVATAR_SIZE px): the picture is decoded (so its
 * content, not its name, decides), turned upright by its EXIF orientation, cropped to the centre
 * square and resampled. PNG stays PNG (transparency kept), JPEG stays JPEG. Pure JS (pngjs,
 * jpeg-js): nothing native to build.
 */

export const AVATAR_SIZE = 256;
/** Larger pictures are refused before decoding (a small file can claim a huge size). */
export const AVATAR_MAX_SIDE = 4096;
const JPEG_QUALITY = 85;

export type AvatarImageType = "image/png" | "image/jpeg";

export type AvatarOutcome =
  | { ok: true; mimeType: AvatarImageType; bytes: Buffer }
  | { ok: false; reason: "unreadable" | "too_large" };

interface Rgba {
  width: number;
  height: number;
  /** RGBA, 4 bytes a pixel, rows top to bottom. */
  data: Uint8Array;
}

/** The image type of an upload, from its first bytes: png or jpg only. */
export function imageType(bytes: Buffer): AvatarImageType | undefined {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((byte, index) => bytes[index] === byte)) return "image/png";
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  return undefined;
}

/** Width and height a PNG declares in its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } | undefined {
  if (bytes.length < 24 || bytes.toString("latin1", 12, 16) !== "IHDR") return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Width and height of a JPEG's first frame header (SOF0–SOF15 except DHT, JPG and DAC). */
function jpegSize(bytes: Buffer): { width: number; height: number } | undefined {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return undefined;
    const marker = bytes[offset + 1] ?? 0;
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    const length = bytes.readUInt16BE(offset + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    offset += 2 + length;
  }
  return undefined;
}

/** The EXIF orientation (1–8) in a JPEG's APP1 segment, as jpeg-js hands it over; 1 when absent. */
export function exifOrientation(exif: Uint8Array | undefined): number {
  if (!exif) return 1;
  // jpeg-js starts the buffer after "Exif\0": the TIFF header follows the padding byte.
  const start = exif[0] === 0 ? 1 : 0;
  const view = Buffer.from(exif.buffer, exif.byteOffset + start, exif.byteLength - start);
  if (view.length < 8) return 1;
  const order = view.toString("latin1", 0, 2);
  if (order !== "II" && order !== "MM") return 1;
  const little = order === "II";
  const u16 = (at: number) => (little ? view.readUInt16LE(at) : view.readUInt16BE(at));
  const u32 = (at: number) => (little ? view.readUInt32LE(at) : view.readUInt32BE(at));
  const ifd = u32(4);
  if (ifd + 2 > view.length) return 1;
  const entries = u16(ifd);
  for (let index = 0; index < entries; index++) {
    const entry = ifd + 2 + index * 12;
    if (entry + 12 > view.length) return 1;
    if (u16(entry) === 0x0112) {
      const value = u16(entry + 8);
      return value >= 1 && value <= 8 ? value : 1;
    }
  }
  return 1;
}

/** The picture as it should be seen: EXIF orientations 2–8 mirror and/or rotate it. */
export function upright(image: Rgba, orientation: number): Rgba {
  if (orientation <= 1 || orientation > 8) return image;
  const { width, height, data } = image;
  const swap = orientation >= 5;
  const outWidth = swap ? height : width;
  const outHeight = swap ? width : height;
  const out = new Uint8Array(outWidth * outHeight * 4);
  for (let y = 0; y < outHeight; y++) {
    for (let x = 0; x < outWidth; x++) {
      // Where the output pixel comes from in the stored picture.
      let sx: number;
      let sy: number;
      switch (orientation) {
        case 2:
          [sx, sy] = [width - 1 - x, y];
          break;
        case 3:
          [sx, sy] = [width - 1 - x, height - 1 - y];
          break;
        case 4:
          [sx, sy] = [x, height - 1 - y];
          break;
        case 5:
          [sx, sy] = [y, x];
          break;
        case 6:
          [sx, sy] = [y, height - 1 - x];
          break;
        case 7:
          [sx, sy] = [width - 1 - y, height - 1 - x];
          break;
        default:
          [sx, sy] = [width - 1 - y, x];
      }
      const from = (sy * width + sx) * 4;
      out.set(data.subarray(from, from + 4), (y * outWidth + x) * 4);
    }
  }
  return { width: outWidth, height: outHeight, data: out };
}

/**
 * The centre square of the picture resampled to size × size: averaging the covered source area
 * when shrinking, bilinear when enlarging; colours are weighted by alpha so transparent edges do
 * not darken.
 */
export function squareResize(image: Rgba, size: number): Rgba {
  const side = Math.min(image.width, image.height);
  const left = Math.floor((image.width - side) / 2);
  const top = Math.floor((image.height - side) / 2);
  const out = new Uint8Array(size * size * 4);
  const scale = side / size;
  const pixel = (x: number, y: number) => ((top + y) * image.width + left + x) * 4;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const sums = [0, 0, 0, 0];
      if (scale > 1) {
        const x0 = x * scale;
        const x1 = x0 + scale;
        const y0 = y * scale;
        const y1 = y0 + scale;
        for (let sy = Math.floor(y0); sy < Math.min(Math.ceil(y1), side); sy++) {
          const wy = Math.min(sy + 1, y1) - Math.max(sy, y0);
          for (let sx = Math.floor(x0); sx < Math.min(Math.ceil(x1), side); sx++) {
            const weight = wy * (Math.min(sx + 1, x1) - Math.max(sx, x0));
            addPixel(sums, image.data, pixel(sx, sy), weight);
          }
        }
      } else {
        const fx = Math.min(Math.max((x + 0.5) * scale - 0.5, 0), side - 1);
        const fy = Math.min(Math.max((y + 0.5) * scale - 0.5, 0), side - 1);
        const ix = Math.floor(fx);
        const iy = Math.floor(fy);
        const nx = Math.min(ix + 1, side - 1);
        const ny = Math.min(iy + 1, side - 1);
        const ax = fx - ix;
        const ay = fy - iy;
        addPixel(sums, image.data, pixel(ix, iy), (1 - ax) * (1 - ay));
        addPixel(sums, image.data, pixel(nx, iy), ax * (1 - ay));
        addPixel(sums, image.data, pixel(ix, ny), (1 - ax) * ay);
        addPixel(sums, image.data, pixel(nx, ny), ax * ay);
      }
      const [red = 0, green = 0, blue = 0, alphaWeight = 0] = sums;
      const target = (y * size + x) * 4;
      const area = scale > 1 ? scale * scale : 1;
      const alpha = alphaWeight / area;
      if (alphaWeight > 0) {
        out[target] = Math.round(red / alphaWeight);
        out[target + 1] = Math.round(green / alphaWeight);
        out[target + 2] = Math.round(blue / alphaWeight);
      }
      out[target + 3] = Math.round(Math.min(255, alpha));
    }
  }
  return { width: size, height: size, data: out };
}

/** Adds one source pixel: colour weighted by its alpha, and the alpha itself. */
function addPixel(sums: number[], data: Uint8Array, at: number, weight: number): void {
  const alpha = (data[at + 3] ?? 0) * weight;
  sums[0] = (sums[0] ?? 0) + (data[at] ?? 0) * alpha;
  sums[1] = (sums[1] ?? 0) + (data[at + 1] ?? 0) * alpha;
  sums[2] = (sums[2] ?? 0) + (data[at + 2] ?? 0) * alpha;
  sums[3] = (sums[3] ?? 0) + alpha;
}

function decode(bytes: Buffer, type: AvatarImageType): Rgba {
  if (type === "image/png") {
    const png = PNG.sync.read(bytes);
    return { width: png.width, height: png.height, data: png.data };
  }
  const decoded = jpeg.decode(bytes, {
    useTArray: true,
    formatAsRGBA: true,
    maxResolutionInMP: (AVATAR_MAX_SIDE * AVATAR_MAX_SIDE) / 1_000_000,
    maxMemoryUsageInMB: 400,
  }) as ReturnType<typeof jpeg.decode> & { exifBuffer?: Uint8Array };
  return upright(
    { width: decoded.width, height: decoded.height, data: decoded.data },
    exifOrientation(decoded.exifBuffer),
  );
}

function encode(image: Rgba, type: AvatarImageType): Buffer {
  if (type === "image/jpeg") {
    return jpeg.encode({ width: image.width, height: image.height, data: image.data }, JPEG_QUALITY).data;
  }
  const png = new PNG({ width: image.width, height: image.height });
  png.data = Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength);
  return PNG.sync.write(png, { colorType: 6 });
}

/** Reads an uploaded avatar and makes the stored square; refuses what is not a readable png/jpg. */
export function prepareAvatar(bytes: Buffer): AvatarOutcome {
  const type = imageType(bytes);
  if (!type) return { ok: false, reason: "unreadable" };
  const size = type === "image/png" ? pngSize(bytes) : jpegSize(bytes);
  if (!size || size.width < 1 || size.height < 1) return { ok: false, reason: "unreadable" };
  if (size.width > AVATAR_MAX_SIDE || size.height > AVATAR_MAX_SIDE)
    return { ok: false, reason: "too_large" };
  let image: Rgba;
  try {
    image = decode(bytes, type);
  } catch {
    return { ok: false, reason: "unreadable" };
  }
  if (image.width < 1 || image.height < 1 || image.data.length < image.width * image.height * 4)
    return { ok: false, reason: "unreadable" };
  return { ok: true, mimeType: type, bytes: encode(squareResize(image, AVATAR_SIZE), type) };
}
