import { AVATAR_MAX_BYTES } from "@lotus/contracts";

const ACCEPTED_TYPES = ["image/png", "image/jpeg"];

/** SPEC §5 upload rule checked before sending: png or jpg, at most 5 MB. */
export function isAcceptableAvatar(file: Pick<File, "type" | "size" | "name">): boolean {
  const typeOk = ACCEPTED_TYPES.includes(file.type) || /\.(png|jpe?g)$/i.test(file.name);
  return typeOk && file.size > 0 && file.size <= AVATAR_MAX_BYTES;
}
