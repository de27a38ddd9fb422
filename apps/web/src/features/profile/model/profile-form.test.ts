import { PROFILE_FIELDS } from "@lotus/contracts";
import { describe, expect, it } from "vitest";
import { changedBody, formFields, initialValues } from "./profile-form";

describe("the profile form", () => {
  it("shows the brand's fields, payout fields only while empty", () => {
    expect(
      formFields(["nickname", "payeeName", "idNumber"], { payeeName: "L*** ***n", idNumber: null }),
    ).toEqual(["nickname", "idNumber"]);
    expect(formFields(PROFILE_FIELDS, { payeeName: null, idNumber: null })).not.toContain("email");
  });

  it("sends only what changed; an emptied field is sent empty; payout fields only when typed", () => {
    const initial = initialValues({ nickname: "Lan", zalo: "0912345678" });
    const values = { ...initial, nickname: "Lan ", zalo: "", address: " 1 Le Loi ", payeeName: "" };
    expect(changedBody(values, initial, ["nickname", "zalo", "address", "payeeName"])).toEqual({
      zalo: "",
      address: "1 Le Loi",
    });
    expect(changedBody({ ...initial, idNumber: "A123456" }, initial, ["idNumber", "qqNum"])).toEqual({
      idNumber: "A123456",
    });
  });
});
