import { CopyButton, type CopyState } from "@lotus/ui/primitives/CopyButton";
import { useState } from "react";
import { useTranslation } from "react-i18next";

/** A long value (seed, hash) in monospace, selectable, with a copy button that says when it copied. */
export function CopyValue({ value }: { value: string }) {
  const { t } = useTranslation("slots");
  const [state, setState] = useState<CopyState>("idle");
  return (
    <span className="copy-value">
      <code className="copy-value__text">{value}</code>
      <CopyButton
        text={value}
        label={t("fair.copy")}
        iconOnly
        className="copy-value__btn"
        onStateChange={setState}
      />
      <span className="copy-value__status" role="status">
        {state === "copied" ? t("fair.copied") : state === "failed" ? t("fair.copyFailed") : ""}
      </span>
    </span>
  );
}
