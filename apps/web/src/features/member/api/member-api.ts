import { avatarChooseCall, avatarListCall, avatarUploadCall } from "@lotus/contracts";
import { queryOptions } from "@tanstack/react-query";
import { api, apiUpload } from "../../../lib/api";
import { queryKeys } from "../../../lib/query-keys";

export function avatarListQuery() {
  return queryOptions({
    queryKey: queryKeys.member.avatars(),
    queryFn: ({ signal }) => api(avatarListCall, { signal }),
    staleTime: 30 * 60_000,
  });
}

export const chooseAvatar = (avatar: string) =>
  api(avatarChooseCall, { body: { avatarType: "STATIC", avatar } });

/** CUSTOM avatar: multipart with one `file` field. */
export function uploadAvatar(file: File) {
  const form = new FormData();
  form.append("file", file);
  return apiUpload(avatarUploadCall, form);
}
