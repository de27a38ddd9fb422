import { UPLOAD_MAX_BYTES, UPLOAD_MAX_FILES } from "../../../lib/constants";
import { addImages, type ImageProblem } from "../../../lib/image-files";

/** SPEC §5/§9 proof images: png or jpg, at most 5 MB each, at most 3 per payment. */
export type ProofProblem = ImageProblem;

type FileLike = Pick<File, "name" | "type" | "size">;

const ACCEPTED_TYPES = ["image/png", "image/jpeg"];

export function proofFileProblem(file: FileLike): ProofProblem | undefined {
  const typeOk = file.type ? ACCEPTED_TYPES.includes(file.type) : /\.(png|jpe?g)$/i.test(file.name);
  if (!typeOk) return "type";
  if (file.size <= 0 || file.size > UPLOAD_MAX_BYTES) return "size";
  return undefined;
}

/** Adds chosen files to those already picked with the proof rule (see addImages). */
export function addProofFiles<F extends FileLike>(
  current: readonly F[],
  incoming: readonly F[],
  limit = UPLOAD_MAX_FILES,
): { files: F[]; problem?: ProofProblem } {
  return addImages(current, incoming, { max: limit, problemOf: proofFileProblem });
}
