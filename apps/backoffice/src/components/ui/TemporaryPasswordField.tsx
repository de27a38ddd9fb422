import { Button } from "@lotus/ui/primitives/Button";
import { TextField, type TextFieldProps } from "@lotus/ui/primitives/Field";
import { useTranslation } from "react-i18next";
import { Icon } from "./Icon";

/** A one-time password an operator passes on: shown in clear, with a button that draws a new one. */
export function TemporaryPasswordField({
  onGenerate,
  ...field
}: Omit<TextFieldProps, "addon" | "autoComplete" | "spellCheck"> & { onGenerate: () => void }) {
  const { t } = useTranslation();
  return (
    <TextField
      autoComplete="off"
      spellCheck={false}
      className="mono"
      addon={
        <Button size="small" variant="ghost" icon={<Icon name="refresh" />} onClick={onGenerate}>
          {t("actions.generate")}
        </Button>
      }
      {...field}
    />
  );
}
