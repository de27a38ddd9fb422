import { lazy, Suspense } from "react";
import { useTranslation } from "react-i18next";
import type { RichTextEditorProps } from "./rich-text-editor/types";

export type { RichTextEditorProps } from "./rich-text-editor/types";

// TipTap is large: its chunk loads only when a page shows an editor.
const TipTapEditor = lazy(() => import("./rich-text-editor/TipTapEditor"));

/** The rich-text editor, bound like any field: value is HTML, onChange gets the new HTML. */
export function RichTextEditor(props: RichTextEditorProps) {
  const { t } = useTranslation();
  return (
    <Suspense
      fallback={
        <div className="rte">
          <span className="field__label">{props.label}</span>
          <div className="input rte__area rte__area--loading" role="status">
            {t("editor.loading")}
          </div>
        </div>
      }
    >
      <TipTapEditor {...props} />
    </Suspense>
  );
}
