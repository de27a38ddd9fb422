import { LOCALIZED_TEXT_MAX_LENGTH } from "@lotus/contracts";
import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { EditorToolbar, type UrlPromptKind } from "./EditorToolbar";
import { editorExtensions } from "./extensions";
import type { RichTextEditorProps } from "./types";
import { UrlPrompt } from "./UrlPrompt";

/**
 * The console's rich-text editor on TipTap. Its schema holds only what the server's sanitiser keeps,
 * so what an operator writes is stored as written. Loaded lazily: only content pages need it.
 */
export default function TipTapEditor({
  label,
  value,
  onChange,
  onBlur,
  error,
  disabled = false,
  placeholder,
  maxLength = LOCALIZED_TEXT_MAX_LENGTH,
}: RichTextEditorProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const [source, setSource] = useState(false);
  const [prompt, setPrompt] = useState<UrlPromptKind | null>(null);
  // The HTML this editor last reported; a different value comes from outside (reset, source view).
  const reported = useRef(value);
  const callbacks = useRef({ onChange, onBlur });
  callbacks.current = { onChange, onBlur };

  const editor = useEditor({
    extensions: editorExtensions,
    content: value,
    editable: !disabled,
    shouldRerenderOnTransaction: false,
    onUpdate: ({ editor: current }) => {
      const html = current.isEmpty ? "" : current.getHTML();
      reported.current = html;
      callbacks.current.onChange(html);
    },
    onBlur: () => callbacks.current.onBlur?.(),
  });
  const empty = useEditorState({ editor, selector: ({ editor: current }) => current?.isEmpty ?? true });

  useEffect(() => {
    if (!editor || value === reported.current) return;
    reported.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!disabled && !source, false);
  }, [editor, disabled, source]);

  const tooLong = value.length > maxLength;
  const shownPlaceholder = placeholder ?? t("editor.placeholder");
  const describedBy = [(error || tooLong) && `${id}-error`, `${id}-count`].filter(Boolean).join(" ");
  useEffect(() => {
    editor?.setOptions({
      editorProps: {
        attributes: {
          class: "input rte__area rich-text",
          role: "textbox",
          "aria-multiline": "true",
          "aria-labelledby": `${id}-label`,
          "aria-describedby": describedBy,
          "aria-placeholder": shownPlaceholder,
          ...(error || tooLong ? { "aria-invalid": "true" } : {}),
          ...(disabled ? { "aria-readonly": "true" } : {}),
        },
      },
    });
  }, [editor, id, describedBy, shownPlaceholder, error, tooLong, disabled]);

  if (!editor) return null;
  const openPrompt = (kind: UrlPromptKind) => setPrompt((open) => (open === kind ? null : kind));
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <div className={`rte${error || tooLong ? " rte--invalid" : ""}${disabled ? " rte--readonly" : ""}`}>
      <span className="field__label" id={`${id}-label`}>
        {label}
      </span>
      <EditorToolbar
        editor={editor}
        label={label}
        disabled={disabled}
        source={source}
        prompt={prompt}
        onPrompt={openPrompt}
        onToggleSource={() => {
          setPrompt(null);
          setSource((shown) => !shown);
        }}
      />
      {prompt && <UrlPrompt kind={prompt} editor={editor} onClose={() => setPrompt(null)} />}
      {source && (
        <textarea
          className="input textarea rte__html"
          aria-label={t("editor.htmlOf", { label })}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          onBlur={onBlur}
        />
      )}
      {/* Ctrl/⌘+K asks for a link, as in most editors; TipTap binds the other shortcuts itself. */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: only listens for the link shortcut from the text area inside */}
      <div
        className="rte__body"
        hidden={source}
        onKeyDown={(event) => {
          if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k" && editor.isEditable) {
            event.preventDefault();
            openPrompt("link");
          }
        }}
      >
        {empty && (
          <p className="rte__placeholder" aria-hidden="true">
            {shownPlaceholder}
          </p>
        )}
        <EditorContent editor={editor} />
      </div>
      <p className={`rte__count${tooLong ? " rte__count--over" : ""}`} id={`${id}-count`}>
        {t("editor.length", { used: number.format(value.length), max: number.format(maxLength) })}
      </p>
      {(error || tooLong) && (
        <p className="field__error" id={`${id}-error`}>
          {error ?? t("editor.tooLong", { max: number.format(maxLength) })}
        </p>
      )}
    </div>
  );
}
