import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "./Icon";
import type { IconName } from "./icon-names";
import { sanitizedFragment } from "./RichText";

export interface RichTextEditorProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string;
  disabled?: boolean;
}

type Command = "bold" | "italic" | "underline" | "insertUnorderedList" | "insertOrderedList";
const COMMANDS: {
  command: Command;
  icon: IconName;
  key: "bold" | "italic" | "underline" | "bulletList" | "numberList";
}[] = [
  { command: "bold", icon: "bold", key: "bold" },
  { command: "italic", icon: "italic", key: "italic" },
  { command: "underline", icon: "underline", key: "underline" },
  { command: "insertUnorderedList", icon: "listBullet", key: "bulletList" },
  { command: "insertOrderedList", icon: "listNumber", key: "numberList" },
];

/**
 * A small rich-text editor: a contentEditable area with bold, italic, underline, link, lists and
 * image buttons, and an HTML source view. Stored HTML is loaded through the one sanitizer; the
 * server sanitizes again on save.
 */
export function RichTextEditor({ label, value, onChange, error, disabled }: RichTextEditorProps) {
  const { t } = useTranslation();
  const id = useId();
  const areaRef = useRef<HTMLDivElement>(null);
  const savedRange = useRef<Range | null>(null);
  const [source, setSource] = useState(false);
  const [urlPrompt, setUrlPrompt] = useState<"link" | "image" | null>(null);
  const [url, setUrl] = useState("");

  // Load the value unless it is what the area already holds (typing must not move the caret).
  useEffect(() => {
    const area = areaRef.current;
    if (!area || source || area.innerHTML === value) return;
    area.replaceChildren(sanitizedFragment(value));
  }, [value, source]);

  const emit = () => {
    const area = areaRef.current;
    if (area) onChange(area.innerHTML);
  };

  const keepSelection = () => {
    const selection = window.getSelection();
    const range = selection?.rangeCount ? selection.getRangeAt(0) : null;
    savedRange.current =
      range && areaRef.current?.contains(range.commonAncestorContainer) ? range.cloneRange() : null;
  };

  const restoreSelection = () => {
    const area = areaRef.current;
    if (!area) return;
    area.focus();
    const selection = window.getSelection();
    if (savedRange.current && selection) {
      selection.removeAllRanges();
      selection.addRange(savedRange.current);
    }
  };

  const run = (command: string, argument?: string) => {
    restoreSelection();
    document.execCommand(command, false, argument);
    emit();
  };

  const insertUrl = () => {
    const text = url.trim();
    if (!/^(https?:\/\/|\/|mailto:)/i.test(text)) return;
    run(urlPrompt === "image" ? "insertImage" : "createLink", text);
    setUrlPrompt(null);
    setUrl("");
  };

  return (
    <div className={`rte${error ? " rte--invalid" : ""}`}>
      <span className="field__label" id={`${id}-label`}>
        {label}
      </span>
      <div className="rte__toolbar" role="toolbar" aria-label={t("editor.toolbar", { label })}>
        {COMMANDS.map((entry) => (
          <button
            key={entry.command}
            type="button"
            className="icon-btn"
            aria-label={t(`editor.${entry.key}`)}
            title={t(`editor.${entry.key}`)}
            disabled={disabled || source}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => run(entry.command)}
          >
            <Icon name={entry.icon} size={16} />
          </button>
        ))}
        {(["link", "image"] as const).map((kind) => (
          <button
            key={kind}
            type="button"
            className="icon-btn"
            aria-label={t(`editor.${kind}`)}
            title={t(`editor.${kind}`)}
            aria-expanded={urlPrompt === kind}
            disabled={disabled || source}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              keepSelection();
              setUrlPrompt(urlPrompt === kind ? null : kind);
              setUrl("");
            }}
          >
            <Icon name={kind} size={16} />
          </button>
        ))}
        <button
          type="button"
          className="icon-btn rte__source"
          aria-pressed={source}
          aria-label={t("editor.source")}
          title={t("editor.source")}
          disabled={disabled}
          onClick={() => setSource((shown) => !shown)}
        >
          <Icon name="code" size={16} />
        </button>
      </div>
      {urlPrompt && (
        <div className="rte__prompt">
          <label htmlFor={`${id}-url`} className="visually-hidden">
            {t(urlPrompt === "image" ? "editor.imageUrl" : "editor.linkUrl")}
          </label>
          <input
            id={`${id}-url`}
            className="input input--small"
            type="url"
            placeholder={t(urlPrompt === "image" ? "editor.imageUrl" : "editor.linkUrl")}
            value={url}
            // biome-ignore lint/a11y/noAutofocus: the prompt opens on request and expects the URL at once
            autoFocus
            onChange={(event) => setUrl(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                insertUrl();
              }
              if (event.key === "Escape") {
                event.stopPropagation();
                setUrlPrompt(null);
              }
            }}
          />
          <button type="button" className="btn btn--small btn--primary" onClick={insertUrl}>
            {t("editor.insert")}
          </button>
          <button type="button" className="btn btn--small btn--ghost" onClick={() => setUrlPrompt(null)}>
            {t("actions.cancel")}
          </button>
        </div>
      )}
      {source ? (
        <textarea
          className="input textarea rte__html"
          aria-label={t("editor.htmlOf", { label })}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        // biome-ignore lint/a11y/useSemanticElements: a rich-text area has no native element; role textbox names it
        <div
          ref={areaRef}
          className="input rte__area rich-text"
          role="textbox"
          aria-multiline="true"
          aria-labelledby={`${id}-label`}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          contentEditable={!disabled}
          suppressContentEditableWarning
          tabIndex={0}
          onInput={emit}
          onBlur={emit}
        />
      )}
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
