import { describe, expect, it, vi } from "vitest";
import { addImages, uploadOnce } from "./image-files";

const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe("image files", () => {
  it("keeps png and jpg images up to the limit and names the first problem", () => {
    const png = file("a.png", "image/png");
    const gif = file("b.gif", "image/gif");
    const big = file("c.jpg", "image/jpeg", 5 * 1024 * 1024 + 1);
    expect(addImages([], [png, gif, big])).toEqual({ files: [png], problem: "type" });
    expect(addImages([], [big, png])).toEqual({ files: [png], problem: "size" });
    const three = [png, png, png];
    expect(addImages(three, [file("d.jpg", "image/jpeg")])).toEqual({ files: three, problem: "count" });
    expect(addImages([png], [png])).toEqual({ files: [png, png] });
    expect(addImages([png], [png], { max: 1 })).toEqual({ files: [png], problem: "count" });
  });

  it("checks each file with the given rule before counting it", () => {
    const png = file("a.png", "image/png");
    const onlyNamed = (candidate: File) => (candidate.name.endsWith(".png") ? undefined : ("type" as const));
    expect(addImages([], [file("b.gif", "image/gif"), png], { problemOf: onlyNamed })).toEqual({
      files: [png],
      problem: "type",
    });
  });

  it("uploads each file once: a retry sends only what failed", async () => {
    const [a, b] = [file("a.png", "image/png"), file("b.png", "image/png")];
    const upload = vi
      .fn<(file: File) => Promise<{ id: string }>>()
      .mockResolvedValueOnce({ id: "id-a" })
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValueOnce({ id: "id-b" });
    const send = uploadOnce(upload);
    await expect(send([a, b])).rejects.toThrow("offline");
    expect(await send([a, b])).toEqual(["id-a", "id-b"]);
    expect(upload.mock.calls.map(([sent]) => sent.name)).toEqual(["a.png", "b.png", "b.png"]);
  });
});
