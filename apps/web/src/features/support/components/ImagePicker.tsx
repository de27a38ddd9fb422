import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ImagePicker as ImageFilesPicker, ImageLinks } from "../../../components/ui/ImagePicker";
import { UPLOAD_MAX_FILES } from "../../../lib/constants";
import { type ImageProblem, uploadOnce } from "../../../lib/image-files";
import { uploadSupportImage } from "../api/support-api";

/** Uploads the images not uploaded yet (a retry does not send them again) and returns their ids. */
export const uploadImages = uploadOnce(uploadSupportImage);

/** SPEC §5: up to 3 png/jpg images of at most 5 MB, with previews and a remove button each. */
export function ImagePicker({ files, onChange }: { files: File[]; onChange: (files: File[]) => void }) {
  const { t } = useTranslation("support");
  const [problem, setProblem] = useState<ImageProblem>();
  return (
    <ImageFilesPicker
      files={files}
      onChange={onChange}
      onProblem={setProblem}
      error={problem && t(`images.problems.${problem}`, { max: UPLOAD_MAX_FILES })}
      inputTestId="support-image-input"
      text={{
        label: t("images.label"),
        hint: t("images.hint", { max: UPLOAD_MAX_FILES }),
        add: t("images.add"),
        image: (number) => t("images.image", { number }),
        remove: (number) => t("images.remove", { number }),
      }}
    />
  );
}

/** Images of a message, each opening full size in a new tab. */
export function MessageImages({ images }: { images: ReadonlyArray<{ id: string; url: string }> }) {
  const { t } = useTranslation("support");
  return (
    <ImageLinks
      urls={images.map((image) => image.url)}
      image={(number) => t("images.image", { number })}
      className="support-message__images"
    />
  );
}
