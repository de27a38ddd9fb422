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

/** CUSTOM avatar: multipart with one `file` field (the picture, shrunk in the browser when large). */
export function uploadAvatar(picture: Blob, name: string) {
  const form = new FormData();
  form.append("file", picture, name);
  return apiUpload(avatarUploadCall, form);
}
