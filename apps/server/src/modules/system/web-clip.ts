import { createHash } from "node:crypto";

function xml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A stable UUID for a profile payload, so reinstalling replaces rather than duplicates it. */
function stableUuid(seed: string): string {
  const hex = createHash("sha256").update(seed).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`.toUpperCase();
}

/**
 * The iOS configuration profile behind the "mobileconfig" download (SPEC §2 side bar, /app): a
 * Web Clip that puts the brand's site on the home screen, opened full screen like an app.
 */
export function webClipProfile(
  brand: { id: string; merchantCode: string; name: string },
  siteUrl: string,
): string {
  const identifier = `site.lotus.${brand.merchantCode}`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
<dict>
  <key>PayloadContent</key>
  <array>
    <dict>
      <key>FullScreen</key><true/>
      <key>IsRemovable</key><true/>
      <key>Label</key><string>${xml(brand.name)}</string>
      <key>URL</key><string>${xml(siteUrl)}</string>
      <key>PayloadDisplayName</key><string>${xml(brand.name)}</string>
      <key>PayloadIdentifier</key><string>${xml(identifier)}.webclip</string>
      <key>PayloadType</key><string>com.apple.webClip.managed</string>
      <key>PayloadUUID</key><string>${stableUuid(`${brand.id}:webclip`)}</string>
      <key>PayloadVersion</key><integer>1</integer>
    </dict>
  </array>
  <key>PayloadDisplayName</key><string>${xml(brand.name)}</string>
  <key>PayloadIdentifier</key><string>${xml(identifier)}</string>
  <key>PayloadRemovalDisallowed</key><false/>
  <key>PayloadType</key><string>Configuration</string>
  <key>PayloadUUID</key><string>${stableUuid(`${brand.id}:profile`)}</string>
  <key>PayloadVersion</key><integer>1</integer>
</dict>
</plist>
`;
}
