import { describe, expect, it } from "vitest";
import { addProofFiles, proofFileProblem } from "./proof-files";

const MB = 1024 * 1024;
const file = (name: string, type: string, size = MB) => ({ name, type, size });

describe("proof images", () => {
  it("accepts png and jpg up to 5 MB", () => {
    expect(proofFileProblem(file("a.png", "image/png"))).toBeUndefined();
    expect(proofFileProblem(file("a.jpg", "image/jpeg", 5 * MB))).toBeUndefined();
    expect(proofFileProblem(file("a.JPEG", ""))).toBeUndefined();
  });

  it("refuses other types, empty and oversized files", () => {
    expect(proofFileProblem(file("a.gif", "image/gif"))).toBe("type");
    expect(proofFileProblem(file("a.pdf", "application/pdf"))).toBe("type");
    expect(proofFileProblem(file("a.png", "image/png", 5 * MB + 1))).toBe("size");
    expect(proofFileProblem(file("a.png", "image/png", 0))).toBe("size");
  });

  it("keeps at most three and says why others were left out", () => {
    const one = addProofFiles([], [file("1.png", "image/png"), file("x.gif", "image/gif")]);
    expect(one.files.map((f) => f.name)).toEqual(["1.png"]);
    expect(one.problem).toBe("type");
    const full = addProofFiles(one.files, [
      file("2.png", "image/png"),
      file("3.jpg", "image/jpeg"),
      file("4.jpg", "image/jpeg"),
    ]);
    expect(full.files.map((f) => f.name)).toEqual(["1.png", "2.png", "3.jpg"]);
    expect(full.problem).toBe("count");
    expect(addProofFiles([], [file("1.png", "image/png")])).toEqual({ files: [file("1.png", "image/png")] });
  });
});
