import { QRCodeSVG } from "qrcode.react";

/** Default edge of a QR code in CSS pixels. */
export const QR_SIZE_DEFAULT = 200;

/**
 * QR code of a link or secret, always dark on white (scanners need the contrast in either theme);
 * `label` is read out in its place.
 */
export function QrCode({
  value,
  label,
  size = QR_SIZE_DEFAULT,
  className,
}: {
  value: string;
  label: string;
  size?: number;
  className?: string;
}) {
  return (
    <span className={`qr-code${className ? ` ${className}` : ""}`} role="img" aria-label={label}>
      <QRCodeSVG value={value} size={size} marginSize={1} bgColor="#ffffff" fgColor="#0b1738" title={label} />
    </span>
  );
}
