import { Button } from "@lotus/ui/primitives/Button";
import { TextField } from "@lotus/ui/primitives/Field";
import { useTranslation } from "react-i18next";
import { Icon } from "./Icon";

export interface ListEditorProps {
  /** Names the group; items are named "<itemLabel> <n>". */
  label: string;
  itemLabel: string;
  value: readonly string[];
  onChange: (value: string[]) => void;
  /** Messages by index (from the form's errors). */
  errors?: readonly (string | undefined)[];
  error?: string;
  hint?: string;
  placeholder?: string;
  max?: number;
  disabled?: boolean;
  inputType?: string;
  /** Form path of the list; each input is named "<name>.<index>" so error summaries can name it. */
  name?: string;
}

/** An editable list of short texts (CDN hosts, IP addresses, domains): one input per entry. */
export function ListEditor({
  label,
  itemLabel,
  value,
  onChange,
  errors,
  error,
  hint,
  placeholder,
  max = 200,
  disabled,
  inputType = "text",
  name,
}: ListEditorProps) {
  const { t } = useTranslation();
  const update = (index: number, text: string) =>
    onChange(value.map((item, at) => (at === index ? text : item)));
  return (
    <fieldset className="field-group list-editor" disabled={disabled}>
      <legend className="field__label">{label}</legend>
      {value.length === 0 && <p className="muted small">{t("list.empty")}</p>}
      <ol className="list-editor__items">
        {value.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: entries are plain strings edited in place; the index is their identity
          <li key={index} className="list-editor__item">
            <TextField
              label={`${itemLabel} ${index + 1}`}
              hideLabel
              type={inputType}
              name={name ? `${name}.${index}` : undefined}
              value={item}
              placeholder={placeholder}
              error={errors?.[index]}
              onChange={(event) => update(index, event.target.value)}
            />
            <button
              type="button"
              className="icon-btn"
              aria-label={t("list.remove", { item: `${itemLabel} ${index + 1}` })}
              onClick={() => onChange(value.filter((_, at) => at !== index))}
            >
              <Icon name="trash" size={16} />
            </button>
          </li>
        ))}
      </ol>
      {error && <p className="field__error">{error}</p>}
      {hint && <p className="field__hint">{hint}</p>}
      <div>
        <Button
          size="small"
          icon={<Icon name="plus" />}
          disabled={value.length >= max}
          onClick={() => onChange([...value, ""])}
        >
          {t("list.add", { item: itemLabel })}
        </Button>
      </div>
    </fieldset>
  );
}
