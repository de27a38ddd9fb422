import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Icon } from "../../../components/ui/Icon";

async function copyText(text: string): Promise<void> {
  if (navigator.clipboard?.writeText) {
    await navigator.clipboard.writeText(text);
    return;
  }
  // Plain-http pages have no clipboard API: copy through a hidden text area instead.
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.append(area);
  area.select();
  const copied = document.execCommand("copy");
  area.remove();
  if (!copied) throw new Error("copy refused");
}

/** A long value (seed, hash) in monospace, selectable, with a copy button that says when it copied. */
export function CopyValue({ value }: { value: string }) {
  const { t } = useTranslation("slots");
  const [state, setState] = useState<"idle" | "copied" | "failed">("idle");

  useEffect(() => {
    if (state === "idle") return;
    const timer = setTimeout(() => setState("idle"), 2000);
    return () => clearTimeout(timer);
  }, [state]);

  return (
    <span className="copy-value">
      <code className="copy-value__text">{value}</code>
      <button
        type="button"
        className="copy-value__btn"
        aria-label={t("fair.copy")}
        title={t("fair.copy")}
        onClick={() =>
          copyText(value).then(
            () => setState("copied"),
            () => setState("failed"),
          )
        }
      >
        <Icon name={state === "copied" ? "check" : "copy"} size={14} />
      </button>
      <span className="copy-value__status" role="status">
        {state === "copied" ? t("fair.copied") : state === "failed" ? t("fair.copyFailed") : ""}
      </span>
    </span>
  );
}
