import { describe, expect, it } from "vitest";
import { deviceName, loginOutcome } from "./device";

describe("device names", () => {
  it("names the browser and the system", () => {
    expect(
      deviceName("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/126.0 Safari/537.36"),
    ).toBe("Chrome · Windows");
    expect(
      deviceName(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile/15E148 Safari/604.1",
      ),
    ).toBe("Safari · iPhone");
    expect(
      deviceName("Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/126.0 Safari/537.36 Edg/126.0"),
    ).toBe("Edge · Windows");
    expect(deviceName("Mozilla/5.0 (Linux; Android 14; SM-S918B) SamsungBrowser/25.0 Chrome/121.0")).toBe(
      "Samsung Internet · Android",
    );
    expect(
      deviceName("Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4; rv:125.0) Gecko/20100101 Firefox/125.0"),
    ).toBe("Firefox · macOS");
  });

  it("says what it knows, nothing when it knows nothing", () => {
    expect(deviceName("curl/8.5.0")).toBeUndefined();
    expect(deviceName(null)).toBeUndefined();
    expect(deviceName("Something (Linux x86_64)")).toBe("Linux");
  });
});

describe("login outcomes", () => {
  it("reads the stored reason", () => {
    expect(loginOutcome({ success: true, reason: "sms" })).toEqual({ success: true, method: "sms" });
    expect(loginOutcome({ success: true, reason: "sso" })).toEqual({ success: true, method: "other" });
    expect(loginOutcome({ success: false, reason: "password" })).toEqual({
      success: false,
      failure: "password",
    });
    expect(loginOutcome({ success: false, reason: "ip_verification_totp" })).toEqual({
      success: false,
      failure: "ip_verification",
    });
    expect(loginOutcome({ success: false, reason: "ip_verification_required" })).toEqual({
      success: false,
      failure: "ip_verification_required",
    });
    expect(loginOutcome({ success: false, reason: null })).toEqual({ success: false, failure: "other" });
  });
});
