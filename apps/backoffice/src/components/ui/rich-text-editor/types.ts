export interface RichTextEditorProps {
  label: string;
  /** The HTML; "" when the text is empty. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  error?: string;
  /** Read-only: the text shows but cannot change. */
  disabled?: boolean;
  placeholder?: string;
  /** The longest HTML the contract accepts; the count shows under the editor. */
  maxLength?: number;
}
