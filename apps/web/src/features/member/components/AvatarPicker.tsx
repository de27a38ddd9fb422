import { errorMessage } from "@lotus/contracts";
import { Spinner } from "@lotus/ui/data/states";
import { FormAlert } from "@lotus/ui/primitives/Field";
import { useToasts } from "@lotus/ui/primitives/toast-store";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ChangeEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";
import { errorText } from "../../../lib/error-text";
import { currentLanguage } from "../../../lib/i18n";
import { queryKeys } from "../../../lib/query-keys";
import { avatarListQuery, chooseAvatar, uploadAvatar } from "../api/member-api";
import { isAcceptableAvatar, shrinkForUpload } from "./avatar-file";

/** Choose one of the static avatars or upload a picture (png/jpg, at most 5 MB). */
export function AvatarPicker({ current }: { current: { avatar: string; avatarType: "STATIC" | "CUSTOM" } }) {
  const { t } = useTranslation(["member", "common"]);
  const queryClient = useQueryClient();
  const showToast = useToasts((state) => state.show);
  const avatars = useQuery(avatarListQuery());
  const fileRef = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string>();

  const apply = async (action: () => Promise<unknown>) => {
    setBusy(true);
    setProblem(undefined);
    try {
      await action();
      await queryClient.invalidateQueries({ queryKey: queryKeys.member.info() });
      showToast(t("member:avatar.saved"));
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const onFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (!isAcceptableAvatar(file)) {
      setProblem(errorMessage("upload.invalid_image", currentLanguage()));
      return;
    }
    void apply(async () => uploadAvatar(await shrinkForUpload(file), file.name));
  };

  return (
    <div className="avatar-picker">
      {avatars.isPending ? (
        <Spinner label={t("common:status.loading")} size={28} />
      ) : (
        <ul className="avatar-picker__grid" aria-label={t("member:avatar.choose")}>
          {(avatars.data ?? []).map((avatar) => {
            const selected = current.avatarType === "STATIC" && current.avatar === avatar.avatar;
            return (
              <li key={avatar.avatar}>
                <button
                  type="button"
                  className="avatar-picker__option"
                  aria-pressed={selected}
                  aria-label={t("member:avatar.option", { number: avatar.avatar })}
                  disabled={busy}
                  onClick={() => void apply(() => chooseAvatar(avatar.avatar))}
                >
                  <img src={avatar.url} alt="" width={56} height={56} />
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <input
        ref={fileRef}
        type="file"
        accept="image/png,image/jpeg"
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={onFile}
      />
      <button
        type="button"
        className="btn btn--secondary"
        disabled={busy}
        onClick={() => fileRef.current?.click()}
      >
        <Icon name="upload" size={18} />
        {t("member:avatar.upload")}
      </button>
      <p className="field__hint">{t("member:avatar.rule")}</p>
      <FormAlert>{problem}</FormAlert>
    </div>
  );
}
