import type { Editor } from "@tiptap/react";
import { type KeyboardEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { checkEditorUrl, type EditorUrlProblem } from "../../../lib/rich-text";
import type { UrlPromptKind } from "./EditorToolbar";

/** Asks for a link or image address under the toolbar; refuses what the server would strip. */
export function UrlPrompt({
  kind,
  editor,
  onClose,
}: {
  kind: UrlPromptKind;
  editor: Editor;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const editingLink = kind === "link" && editor.isActive("link");
  const [url, setUrl] = useState<string>(editingLink ? (editor.getAttributes("link").href ?? "") : "");
  const [alt, setAlt] = useState("");
  const [problem, setProblem] = useState<EditorUrlProblem | null>(null);

  const close = () => {
    onClose();
    editor.commands.focus();
  };

  const apply = () => {
    const checked = checkEditorUrl(url, kind);
    if (!checked.ok) {
      setProblem(checked.problem);
      return;
    }
    const chain = editor.chain().focus();
    if (kind === "image")
      chain.insertContent({ type: "image", attrs: { src: checked.url, alt: alt.trim() || null } });
    else if (editor.state.selection.empty && !editingLink)
      chain.insertContent({
        type: "text",
        text: checked.url,
        marks: [{ type: "link", attrs: { href: checked.url } }],
      });
    else chain.extendMarkRange("link").setLink({ href: checked.url });
    chain.run();
    onClose();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === "Enter") {
      event.preventDefault();
      apply();
    }
    if (event.key === "Escape") {
      // The prompt closes, not the dialog or page around the editor.
      event.stopPropagation();
      close();
    }
  };

  const urlLabel = t(kind === "image" ? "editor.imageUrl" : "editor.linkUrl");
  const message =
    problem === "scheme"
      ? t(`editor.urlErrors.${kind}Scheme`)
      : problem
        ? t(`editor.urlErrors.${problem}`)
        : null;
  return (
    <div className="rte__prompt">
      <div className="rte__prompt-row">
        <label htmlFor={`${id}-url`} className="visually-hidden">
          {urlLabel}
        </label>
        <input
          id={`${id}-url`}
          className="input input--small"
          type="url"
          placeholder={kind === "image" ? "https://…/image.png" : "https://… / mailto:…"}
          value={url}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          // biome-ignore lint/a11y/noAutofocus: the prompt opens on request and expects the address at once
          autoFocus
          onChange={(event) => {
            setUrl(event.target.value);
            setProblem(null);
          }}
          onKeyDown={onKeyDown}
        />
        {kind === "image" && (
          <>
            <label htmlFor={`${id}-alt`} className="visually-hidden">
              {t("editor.imageAlt")}
            </label>
            <input
              id={`${id}-alt`}
              className="input input--small"
              placeholder={t("editor.imageAlt")}
              value={alt}
              onChange={(event) => setAlt(event.target.value)}
              onKeyDown={onKeyDown}
            />
          </>
        )}
        <button type="button" className="btn btn--small btn--primary" onClick={apply}>
          {t(editingLink ? "editor.update" : "editor.insert")}
        </button>
        {editingLink && (
          <button
            type="button"
            className="btn btn--small btn--ghost"
            onClick={() => {
              editor.chain().focus().extendMarkRange("link").unsetLink().run();
              onClose();
            }}
          >
            {t("editor.removeLink")}
          </button>
        )}
        <button type="button" className="btn btn--small btn--ghost" onClick={close}>
          {t("actions.cancel")}
        </button>
      </div>
      {message && (
        <p className="field__error" id={`${id}-problem`} role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
