import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from "./constants";

/** Why a chosen image was left out (SPEC §5: png or jpg, at most 5 MB each, at most 3). */
export type ImageProblem = "type" | "size" | "count";

type FileLike = Pick<File, "name" | "type" | "size">;

/** A png or jpg by its declared type, at most 5 MB. */
export function imageProblem(file: FileLike): ImageProblem | undefined {
  if (file.type !== "image/png" && file.type !== "image/jpeg") return "type";
  if (file.size > UPLOAD_MAX_BYTES) return "size";
  return undefined;
}

/**
 * Adds chosen files to those already picked: acceptable files are kept up to `max`, and the first
 * problem met is reported so the member knows why a file was left out.
 */
export function addImages<F extends FileLike>(
  current: readonly F[],
  chosen: readonly F[],
  {
    max = UPLOAD_MAX_FILES,
    problemOf = imageProblem,
  }: { max?: number; problemOf?: (file: F) => ImageProblem | undefined } = {},
): { files: F[]; problem?: ImageProblem } {
  const files = [...current];
  let problem: ImageProblem | undefined;
  for (const file of chosen) {
    const fileProblem = problemOf(file) ?? (files.length >= max ? "count" : undefined);
    if (fileProblem) problem ??= fileProblem;
    else files.push(file);
  }
  return problem ? { files, problem } : { files };
}

/**
 * Uploads through `upload` the files not uploaded yet and returns the ids of all: a retry after a
 * failed submit does not send the same image again.
 */
export function uploadOnce(
  upload: (file: File) => Promise<{ id: string }>,
): (files: readonly File[]) => Promise<string[]> {
  const uploaded = new WeakMap<File, string>();
  return async (files) => {
    const ids: string[] = [];
    for (const file of files) {
      let id = uploaded.get(file);
      if (!id) {
        id = (await upload(file)).id;
        uploaded.set(file, id);
      }
      ids.push(id);
    }
    return ids;
  };
}
