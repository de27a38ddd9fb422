import { QRCodeSVG } from "qrcode.react";
import { QR_SIZE_DEFAULT } from "../../lib/constants";

/** QR code of a link, 200 px unless told (61 px in the side bar, SPEC §9). */
export function QrCode({
  value,
  label,
  size = QR_SIZE_DEFAULT,
}: {
  value: string;
  label: string;
  size?: number;
}) {
  return (
    <span className="qr-code" role="img" aria-label={label}>
      <QRCodeSVG value={value} size={size} marginSize={1} bgColor="#ffffff" fgColor="#0b1738" />
    </span>
  );
}
