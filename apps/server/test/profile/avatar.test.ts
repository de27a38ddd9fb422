import { AVATAR_MAX_BYTES } from "@lotus/contracts";
import * as schema from "@lotus/db/schema";
import jpeg from "jpeg-js";
import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { AVATAR_SIZE } from "../../src/modules/accounts/avatar-image";
import { accountsTestApp, memberRow, multipart, registerUser } from "../accounts-support";
import { realJpeg, realPng } from "./support";

const t = accountsTestApp();

const upload = (token: string, content: Buffer, type = "image/png", field = "file") => {
  const { payload, headers } = multipart(field, "avatar", type, content);
  return t.call({ method: "POST", url: "/wps/member/info/icon/upload", token, payload, headers });
};
const mediaCount = async () =>
  (await t.platform.db.select({ id: schema.media.id }).from(schema.media)).length;

describe("custom avatar upload", () => {
  it("stores a png as its 256-pixel centre square, served with caching headers", async () => {
    const user = await registerUser(t);
    // 600 × 300: the centre square is half red, half blue.
    const response = await upload(user.token, realPng(600, 300));
    expect(response.statusCode, response.body).toBe(200);
    const value = response.json().value;
    expect(value).toMatchObject({ avatarType: "CUSTOM" });
    const info = await t.call({ method: "GET", url: "/wps/member/info", token: user.token });
    expect(info.json().value).toMatchObject({ avatarType: "CUSTOM", avatarUrl: value.url });

    const served = await t.call({ method: "GET", url: value.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(served.headers["cache-control"]).toBe("private, max-age=86400, immutable");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    const image = PNG.sync.read(served.rawPayload);
    expect([image.width, image.height]).toEqual([AVATAR_SIZE, AVATAR_SIZE]);
    const pixel = (x: number, y: number) => [
      ...image.data.subarray((y * 256 + x) * 4, (y * 256 + x) * 4 + 4),
    ];
    expect(pixel(10, 128)).toEqual([255, 0, 0, 255]);
    expect(pixel(245, 128)).toEqual([0, 0, 255, 255]);
    // The source's transparent bottom row stays (partly) see-through.
    expect(pixel(128, 255)[3]).toBeLessThan(255);
  });

  it("stores a jpg as a 256-pixel jpg; a small picture is enlarged", async () => {
    const user = await registerUser(t);
    const response = await upload(user.token, realJpeg(64, 80), "image/jpeg");
    expect(response.statusCode, response.body).toBe(200);
    const served = await t.call({ method: "GET", url: response.json().value.url });
    expect(served.headers["content-type"]).toBe("image/jpeg");
    const image = jpeg.decode(served.rawPayload, { useTArray: true });
    expect([image.width, image.height]).toEqual([AVATAR_SIZE, AVATAR_SIZE]);
    // Dark on the left, light on the right, as the gradient was.
    expect(image.data[(128 * 256 + 5) * 4] ?? 0).toBeLessThan(60);
    expect(image.data[(128 * 256 + 250) * 4] ?? 0).toBeGreaterThan(190);
  });

  it("refuses what is not a readable png or jpg of at most 5 MB and 4096 pixels a side, changing nothing", async () => {
    const user = await registerUser(t);
    const before = await mediaCount();
    const cases: [Buffer, string, string][] = [
      [Buffer.from("<svg onload=alert(1)></svg>"), "image/png", "upload.invalid_image"],
      // A png signature and header with nothing after them.
      [realPng(40, 40).subarray(0, 40), "image/png", "upload.invalid_image"],
      // A jpg whose data is cut off after its markers.
      [
        Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]),
        "image/jpeg",
        "upload.invalid_image",
      ],
      [
        Buffer.concat([realPng(8, 8), Buffer.alloc(AVATAR_MAX_BYTES, 0)]),
        "image/png",
        "upload.invalid_image",
      ],
    ];
    for (const [bytes, type, code] of cases) {
      const response = await upload(user.token, bytes, type);
      expect(response.statusCode, `${code} ${bytes.length}`).toBe(422);
      expect(response.json().code).toBe(code);
    }
    // A png that claims 5000 × 10 pixels is refused before it is decoded.
    const wide = realPng(10, 10);
    wide.writeUInt32BE(5000, 16);
    const tooWide = await upload(user.token, wide);
    expect(tooWide.statusCode).toBe(422);
    expect(tooWide.json()).toMatchObject({
      code: "upload.image_too_large",
      message: "The picture is too large; use one of at most 4096 × 4096 pixels",
    });
    expect(await mediaCount()).toBe(before);
    expect((await memberRow(t, user.username))?.avatarType).toBe("STATIC");
  });
});
