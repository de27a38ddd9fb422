import { type Editor, useEditorState } from "@tiptap/react";
import { useTranslation } from "react-i18next";
import { Icon } from "../Icon";
import type { IconName } from "../icon-names";

export type UrlPromptKind = "link" | "image";

type FormatKey =
  | "bold"
  | "italic"
  | "underline"
  | "strike"
  | "heading2"
  | "heading3"
  | "bulletList"
  | "numberList"
  | "quote";

interface Format {
  key: FormatKey;
  icon: IconName | "H2" | "H3";
  /** Keys as TipTap binds them ("Mod" is Ctrl, or ⌘ on Apple devices). */
  keys: string;
  isActive: (editor: Editor) => boolean;
  toggle: (editor: Editor) => void;
}

const FORMATS: Format[] = [
  {
    key: "bold",
    icon: "bold",
    keys: "Mod+B",
    isActive: (e) => e.isActive("bold"),
    toggle: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    key: "italic",
    icon: "italic",
    keys: "Mod+I",
    isActive: (e) => e.isActive("italic"),
    toggle: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    key: "underline",
    icon: "underline",
    keys: "Mod+U",
    isActive: (e) => e.isActive("underline"),
    toggle: (e) => e.chain().focus().toggleUnderline().run(),
  },
  {
    key: "strike",
    icon: "strike",
    keys: "Mod+Shift+S",
    isActive: (e) => e.isActive("strike"),
    toggle: (e) => e.chain().focus().toggleStrike().run(),
  },
  {
    key: "heading2",
    icon: "H2",
    keys: "Mod+Alt+2",
    isActive: (e) => e.isActive("heading", { level: 2 }),
    toggle: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    key: "heading3",
    icon: "H3",
    keys: "Mod+Alt+3",
    isActive: (e) => e.isActive("heading", { level: 3 }),
    toggle: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    key: "bulletList",
    icon: "listBullet",
    keys: "Mod+Shift+8",
    isActive: (e) => e.isActive("bulletList"),
    toggle: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    key: "numberList",
    icon: "listNumber",
    keys: "Mod+Shift+7",
    isActive: (e) => e.isActive("orderedList"),
    toggle: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    key: "quote",
    icon: "quote",
    keys: "Mod+Shift+B",
    isActive: (e) => e.isActive("blockquote"),
    toggle: (e) => e.chain().focus().toggleBlockquote().run(),
  },
];

const APPLE = typeof navigator !== "undefined" && /Mac|iPhone|iPad/.test(navigator.userAgent);
/** aria-keyshortcuts wants "Control" or "Meta"; the tooltip shows what the keyboard says. */
const ariaKeys = (keys: string) => keys.replace("Mod", APPLE ? "Meta" : "Control");
const shownKeys = (keys: string) => keys.replace("Mod", APPLE ? "⌘" : "Ctrl");

function ToolButton({
  label,
  keys,
  pressed,
  expanded,
  disabled,
  onClick,
  children,
}: {
  label: string;
  keys?: string;
  pressed?: boolean;
  expanded?: boolean;
  disabled: boolean;
  onClick: () => void;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      className="icon-btn rte__tool"
      aria-label={label}
      title={keys ? `${label} (${shownKeys(keys)})` : label}
      aria-keyshortcuts={keys ? ariaKeys(keys) : undefined}
      aria-pressed={pressed}
      aria-expanded={expanded}
      disabled={disabled}
      // Keep the selection in the text while a button is pressed.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

/** Formatting buttons: each names itself, shows its shortcut and says whether it is on. */
export function EditorToolbar({
  editor,
  label,
  disabled,
  source,
  prompt,
  onPrompt,
  onToggleSource,
}: {
  editor: Editor;
  label: string;
  disabled: boolean;
  source: boolean;
  prompt: UrlPromptKind | null;
  onPrompt: (kind: UrlPromptKind) => void;
  onToggleSource: () => void;
}) {
  const { t } = useTranslation();
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      active: FORMATS.map((format) => format.isActive(current)),
      link: current.isActive("link"),
      canUndo: current.can().undo(),
      canRedo: current.can().redo(),
    }),
  });
  const off = disabled || source;
  return (
    <div className="rte__toolbar" role="toolbar" aria-label={t("editor.toolbar", { label })}>
      {FORMATS.map((format, index) => (
        <ToolButton
          key={format.key}
          label={t(`editor.${format.key}`)}
          keys={format.keys}
          pressed={state.active[index] ?? false}
          disabled={off}
          onClick={() => format.toggle(editor)}
        >
          {format.icon === "H2" || format.icon === "H3" ? (
            <span className="rte__heading-icon" aria-hidden="true">
              {format.icon}
            </span>
          ) : (
            <Icon name={format.icon} size={16} />
          )}
        </ToolButton>
      ))}
      <ToolButton
        label={t("editor.link")}
        keys="Mod+K"
        pressed={state.link}
        expanded={prompt === "link"}
        disabled={off}
        onClick={() => onPrompt("link")}
      >
        <Icon name="link" size={16} />
      </ToolButton>
      <ToolButton
        label={t("editor.image")}
        expanded={prompt === "image"}
        disabled={off}
        onClick={() => onPrompt("image")}
      >
        <Icon name="image" size={16} />
      </ToolButton>
      <ToolButton
        label={t("editor.clear")}
        disabled={off}
        onClick={() => editor.chain().focus().unsetAllMarks().clearNodes().run()}
      >
        <Icon name="clearFormat" size={16} />
      </ToolButton>
      <ToolButton
        label={t("editor.undo")}
        keys="Mod+Z"
        disabled={off || !state.canUndo}
        onClick={() => editor.chain().focus().undo().run()}
      >
        <Icon name="undo" size={16} />
      </ToolButton>
      <ToolButton
        label={t("editor.redo")}
        keys="Mod+Shift+Z"
        disabled={off || !state.canRedo}
        onClick={() => editor.chain().focus().redo().run()}
      >
        <Icon name="redo" size={16} />
      </ToolButton>
      <button
        type="button"
        className="icon-btn rte__source"
        aria-pressed={source}
        aria-label={t("editor.source")}
        title={t("editor.source")}
        disabled={disabled}
        onClick={onToggleSource}
      >
        <Icon name="code" size={16} />
      </button>
    </div>
  );
}
