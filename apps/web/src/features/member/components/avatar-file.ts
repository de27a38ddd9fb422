import { AVATAR_MAX_BYTES } from "@lotus/contracts";

const ACCEPTED_TYPES = ["image/png", "image/jpeg"];

/** SPEC §5 upload rule checked before sending: png or jpg, at most 5 MB. */
export function isAcceptableAvatar(file: Pick<File, "type" | "size" | "name">): boolean {
  const typeOk = ACCEPTED_TYPES.includes(file.type) || /\.(png|jpe?g)$/i.test(file.name);
  return typeOk && file.size > 0 && file.size <= AVATAR_MAX_BYTES;
}

/** The longest side a picture is sent with: the server keeps a 256 px square, so more only costs time. */
export const AVATAR_UPLOAD_SIDE = 1024;

/** The size a picture is drawn at before sending: its own when small enough, else its longest side at `max`. */
export function uploadSize(width: number, height: number, max = AVATAR_UPLOAD_SIDE) {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

/**
 * A large photo is shrunk in the browser before it is sent (upright, as the browser shows it), so
 * the upload is small and the server decodes little; where the browser cannot, the file goes as is.
 */
export async function shrinkForUpload(file: File): Promise<Blob> {
  if (typeof createImageBitmap !== "function") return file;
  try {
    const bitmap = await createImageBitmap(file);
    const size = uploadSize(bitmap.width, bitmap.height);
    if (size.width === bitmap.width && size.height === bitmap.height) {
      bitmap.close();
      return file;
    }
    const canvas = document.createElement("canvas");
    canvas.width = size.width;
    canvas.height = size.height;
    canvas.getContext("2d")?.drawImage(bitmap, 0, 0, size.width, size.height);
    bitmap.close();
    const type = file.type === "image/png" ? "image/png" : "image/jpeg";
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.9));
    return blob ?? file;
  } catch {
    // Not a picture the browser reads: the server gives the answer.
    return file;
  }
}
