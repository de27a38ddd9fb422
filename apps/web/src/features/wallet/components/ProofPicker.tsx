import { type ChangeEvent, useEffect, useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";
import { UPLOAD_MAX_FILES } from "../../../lib/constants";
import { uploadProof } from "../api/wallet-api";
import { addProofFiles, type ProofProblem } from "../model/proof-files";

/**
 * Proof images (SPEC §5: png or jpg, at most 5 MB each, at most 3): a button opens the file
 * chooser, chosen images show as thumbnails that can be removed.
 */
export function ProofPicker({
  files,
  onChange,
  error,
  onProblem,
  disabled,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  error?: string;
  onProblem: (problem: ProofProblem | undefined) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation("wallet");
  const inputRef = useRef<HTMLInputElement>(null);
  const previews = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(
    () => () => {
      for (const url of previews) URL.revokeObjectURL(url);
    },
    [previews],
  );

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = "";
    const result = addProofFiles(files, chosen);
    onProblem(result.problem);
    onChange(result.files);
  };

  return (
    <fieldset className="field wallet-fieldset">
      <legend className="field__label">{t("proof.label")}</legend>
      <ul className="wallet-proofs">
        {files.map((file, index) => (
          <li key={`${file.name}-${file.size}-${file.lastModified}`} className="wallet-proofs__item">
            <img src={previews[index]} alt={t("proof.image", { number: index + 1 })} />
            <button
              type="button"
              className="icon-btn wallet-proofs__remove"
              aria-label={t("proof.remove", { number: index + 1 })}
              disabled={disabled}
              onClick={() => {
                onProblem(undefined);
                onChange(files.filter((_, other) => other !== index));
              }}
            >
              <Icon name="close" size={14} />
            </button>
          </li>
        ))}
      </ul>
      <input
        ref={inputRef}
        type="file"
        accept="image/png,image/jpeg"
        multiple
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        onChange={onFiles}
      />
      {files.length < UPLOAD_MAX_FILES && (
        <button
          type="button"
          className="btn btn--secondary btn--small wallet-proofs__add"
          disabled={disabled}
          onClick={() => inputRef.current?.click()}
        >
          <Icon name="upload" size={16} />
          {t("proof.add")}
        </button>
      )}
      {error ? (
        <p className="field__message" role="alert">
          {error}
        </p>
      ) : (
        <p className="field__hint">{t("proof.rule", { max: UPLOAD_MAX_FILES })}</p>
      )}
    </fieldset>
  );
}

const uploaded = new WeakMap<File, string>();

/** Uploads the images not uploaded yet (a retry does not send them again) and returns their ids. */
export async function uploadProofs(files: readonly File[]): Promise<string[]> {
  const ids: string[] = [];
  for (const file of files) {
    let id = uploaded.get(file);
    if (!id) {
      id = (await uploadProof(file)).id;
      uploaded.set(file, id);
    }
    ids.push(id);
  }
  return ids;
}

/** The message for a proof problem. */
export function useProofMessage() {
  const { t } = useTranslation("wallet");
  return (problem: ProofProblem | "required" | undefined) =>
    problem ? t(`proof.problems.${problem}`, { max: UPLOAD_MAX_FILES }) : undefined;
}

/** Thumbnails of uploaded proof images, each opening the full image. */
export function ProofLinks({ urls }: { urls: readonly string[] }) {
  const { t } = useTranslation("wallet");
  if (urls.length === 0) return null;
  return (
    <ul className="wallet-proofs" aria-label={t("proof.label")}>
      {urls.map((url, index) => (
        <li key={url} className="wallet-proofs__item">
          <a href={url} target="_blank" rel="noopener noreferrer">
            <img src={url} alt={t("proof.image", { number: index + 1 })} />
          </a>
        </li>
      ))}
    </ul>
  );
}
