import { isFeatureOn } from "@lotus/contracts";
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorText } from "../../../lib/error-text";
import { useWhitelabel } from "../../../lib/queries";
import { useSession } from "../../../lib/session";
import { freePlay } from "../api/session-api";
import { useCompleteLogin } from "../hooks/use-complete-login";

// Drawn only when free play fails: the dialog code stays off the first screen until then.
const ConfirmDialog = lazy(() =>
  import("@lotus/ui/primitives/ConfirmDialog").then((module) => ({ default: module.ConfirmDialog })),
);

function randomNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** Trial (demo) login when the brand's freePlay toggle is on (SPEC §1). */
export function FreePlayButton({ className = "btn btn--ghost" }: { className?: string }) {
  const { t } = useTranslation("shell");
  const whitelabel = useWhitelabel();
  const token = useSession((state) => state.token);
  const complete = useCompleteLogin();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!isFeatureOn(whitelabel, "freePlay") || token) return null;

  const start = async () => {
    setBusy(true);
    try {
      const os =
        (navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform || "web";
      await complete(await freePlay({ os: os.slice(0, 32), platform: "W", nonce: randomNonce() }));
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className={`${className} free-play-btn`} onClick={start} disabled={busy}>
        {t("freePlay.button")}
      </button>
      {failure && (
        <Suspense fallback={null}>
          <ConfirmDialog title={t("freePlay.failedTitle")} tone="warning" onConfirm={() => setFailure(null)}>
            {failure}
          </ConfirmDialog>
        </Suspense>
      )}
    </>
  );
}
