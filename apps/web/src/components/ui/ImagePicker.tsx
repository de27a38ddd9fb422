import { type ChangeEvent, useEffect, useMemo, useRef } from "react";
import { UPLOAD_MAX_FILES } from "../../lib/constants";
import { addImages, type ImageProblem } from "../../lib/image-files";
import { Icon } from "./Icon";
import "./image-picker.css";

/** The picker's words, from the feature's own namespace. */
export interface ImagePickerText {
  label: string;
  /** The rule, shown while there is no error. */
  hint: string;
  add: string;
  /** The alternative text of image `number` (from 1). */
  image: (number: number) => string;
  /** The name of image `number`'s remove button. */
  remove: (number: number) => string;
}

/**
 * Images to upload with a form (SPEC §5: png or jpg, at most 5 MB each, at most 3): a button opens
 * the file chooser, chosen images show as thumbnails that can be removed. `onProblem` hears why a
 * chosen file was left out (undefined once one is removed); `error` shows in place of the hint.
 */
export function ImagePicker({
  files,
  onChange,
  onProblem,
  error,
  text,
  disabled,
  choose = addImages,
  inputTestId,
}: {
  files: File[];
  onChange: (files: File[]) => void;
  onProblem: (problem: ImageProblem | undefined) => void;
  error?: string | undefined;
  text: ImagePickerText;
  disabled?: boolean;
  /** The rule for chosen files; the site's png/jpg rule unless a feature has its own. */
  choose?: (current: readonly File[], chosen: readonly File[]) => { files: File[]; problem?: ImageProblem };
  inputTestId?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const previews = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(
    () => () => {
      for (const url of previews) URL.revokeObjectURL(url);
    },
    [previews],
  );

  const onFiles = (event: ChangeEvent<HTMLInputElement>) => {
    const result = choose(files, [...(event.target.files ?? [])]);
    event.target.value = "";
    onProblem(result.problem);
    onChange(result.files);
  };

  return (
    <fieldset className="field image-picker">
      <legend className="field__label">{text.label}</legend>
      {files.length > 0 && (
        <ul className="image-picker__list">
          {files.map((file, index) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}`} className="image-picker__item">
              <img src={previews[index]} alt={text.image(index + 1)} />
              <button
                type="button"
                className="icon-btn image-picker__remove"
                aria-label={text.remove(index + 1)}
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
      )}
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg"
        multiple
        className="visually-hidden"
        tabIndex={-1}
        aria-hidden="true"
        data-testid={inputTestId}
        onChange={onFiles}
      />
      {files.length < UPLOAD_MAX_FILES && (
        <button
          type="button"
          className="btn btn--secondary btn--small"
          disabled={disabled}
          onClick={() => input.current?.click()}
        >
          <Icon name="upload" size={16} />
          {text.add}
        </button>
      )}
      {error ? (
        <p className="field__error" role="alert">
          {error}
        </p>
      ) : (
        <p className="field__hint">{text.hint}</p>
      )}
    </fieldset>
  );
}

/** Uploaded images as thumbnails, each opening the full image in a new tab. */
export function ImageLinks({
  urls,
  image,
  label,
  className,
}: {
  urls: readonly string[];
  /** The alternative text of image `number` (from 1). */
  image: (number: number) => string;
  /** Names the list where the page does not say what the images are. */
  label?: string;
  className?: string;
}) {
  if (urls.length === 0) return null;
  return (
    <ul className={className ? `image-picker__list ${className}` : "image-picker__list"} aria-label={label}>
      {urls.map((url, index) => (
        <li key={url} className="image-picker__item">
          <a href={url} target="_blank" rel="noopener noreferrer">
            <img src={url} alt={image(index + 1)} loading="lazy" />
          </a>
        </li>
      ))}
    </ul>
  );
}
