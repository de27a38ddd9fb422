import { CopyButton } from "@lotus/ui/primitives/CopyButton";
import { QrCode } from "@lotus/ui/primitives/QrCode";
import { useTranslation } from "react-i18next";
import type { KitSample } from "./kit-sample";

/** Copying a text and showing a link as a QR code: the address of this very page. */
function SharingSample() {
  const { t } = useTranslation("kit");
  const address = globalThis.location?.href ?? "";
  return (
    <div className="kit-sample__sharing">
      <div className="stack">
        <p className="mono small">{address}</p>
        <div className="row">
          <CopyButton text={address} />
          <CopyButton text={address} label={t("sharing.copyLink")} variant="secondary" size="medium" />
        </div>
      </div>
      <QrCode value={address} label={t("sharing.qrLabel")} size={120} className="qr" />
    </div>
  );
}

export const sharingSamples: KitSample = {
  group: "sharing",
  importPaths: ["@lotus/ui/primitives/CopyButton", "@lotus/ui/primitives/QrCode"],
  Sample: SharingSample,
};
