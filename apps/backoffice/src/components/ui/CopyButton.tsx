import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "./Button";

export function CopyButton({ text, label }: { text: string; label?: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <Button
      size="small"
      variant="ghost"
      icon={copied ? "check" : "copy"}
      onClick={() => {
        void navigator.clipboard?.writeText(text).then(() => {
          setCopied(true);
          setTimeout(() => setCopied(false), 2000);
        });
      }}
    >
      {copied ? t("actions.copied") : (label ?? t("actions.copy"))}
    </Button>
  );
}
