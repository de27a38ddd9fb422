/** iOS installs (profile and app) only work from Safari (SPEC §2 /app). */
export function isIos(userAgent: string, platform: string, touchPoints: number): boolean {
  // iPadOS reports itself as a Mac; touch support gives it away.
  return /iPad|iPhone|iPod/.test(userAgent) || (platform === "MacIntel" && touchPoints > 1);
}

export function isSafari(userAgent: string): boolean {
  return (
    /Safari\//.test(userAgent) &&
    !/CriOS|FxiOS|EdgiOS|OPiOS|GSA|FBAN|FBAV|Instagram|Line\/|MicroMessenger|Zalo/.test(userAgent)
  );
}
