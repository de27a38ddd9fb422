/** A link as a phone scanning a QR code needs it: absolute, on this site's origin when relative. */
export function absoluteUrl(url: string, origin = globalThis.location?.origin ?? ""): string {
  try {
    return new URL(url, origin || undefined).toString();
  } catch {
    return url;
  }
}
