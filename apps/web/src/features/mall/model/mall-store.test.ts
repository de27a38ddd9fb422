import { beforeEach, describe, expect, it } from "vitest";
import { useModals } from "../../../lib/modal-store";
import { isMallTab, usePointMall } from "./mall-store";

describe("point-mall state", () => {
  beforeEach(() => {
    usePointMall.getState().clear();
    useModals.getState().closeMemberCentre();
  });

  it("is cleared when the member centre closes (SPEC §2)", () => {
    useModals.getState().openMemberCentre("bonusDetails");
    const mall = usePointMall.getState();
    mall.setTab("gifts");
    mall.openGift("gift-1");
    mall.keepDelivery({
      recipient: "A",
      address: "12 Le Loi",
      countryDialingCode: "84",
      mobileNo: "912345678",
    });
    useModals.getState().closeMemberCentre();
    expect(usePointMall.getState()).toMatchObject({ tab: "points", giftId: null, delivery: null });
  });

  it("is kept while the member centre stays open or was never open", () => {
    usePointMall.getState().setTab("details");
    useModals.getState().openMemberCentre("rewardCenter");
    useModals.getState().openMemberCentre("messageV2");
    expect(usePointMall.getState().tab).toBe("details");
  });

  it("knows its tabs", () => {
    expect(isMallTab("gifts")).toBe(true);
    expect(isMallTab("nothing")).toBe(false);
  });
});
