import { useTranslation } from "react-i18next";
import { ImageLinks, ImagePicker } from "../../../components/ui/ImagePicker";
import { UPLOAD_MAX_FILES } from "../../../lib/constants";
import { uploadOnce } from "../../../lib/image-files";
import { uploadProof } from "../api/wallet-api";
import { addProofFiles, type ProofProblem } from "../model/proof-files";

/** Proof images (SPEC §5: png or jpg, at most 5 MB each, at most 3), with the wallet's own file rule. */
export function ProofPicker({
  files,
  onChange,
  error,
  onProblem,
  disabled,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  error?: string | undefined;
  onProblem: (problem: ProofProblem | undefined) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation("wallet");
  return (
    <ImagePicker
      files={files}
      onChange={onChange}
      onProblem={onProblem}
      error={error}
      disabled={disabled ?? false}
      choose={addProofFiles}
      text={{
        label: t("proof.label"),
        hint: t("proof.rule", { max: UPLOAD_MAX_FILES }),
        add: t("proof.add"),
        image: (number) => t("proof.image", { number }),
        remove: (number) => t("proof.remove", { number }),
      }}
    />
  );
}

/** Uploads the images not uploaded yet (a retry does not send them again) and returns their ids. */
export const uploadProofs = uploadOnce(uploadProof);

/** The message for a proof problem. */
export function useProofMessage() {
  const { t } = useTranslation("wallet");
  return (problem: ProofProblem | "required" | undefined) =>
    problem ? t(`proof.problems.${problem}`, { max: UPLOAD_MAX_FILES }) : undefined;
}

/** Thumbnails of uploaded proof images, each opening the full image. */
export function ProofLinks({ urls }: { urls: readonly string[] }) {
  const { t } = useTranslation("wallet");
  return <ImageLinks urls={urls} label={t("proof.label")} image={(number) => t("proof.image", { number })} />;
}
