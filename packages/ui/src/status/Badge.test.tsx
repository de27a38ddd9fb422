import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Badge, StatusBadge, type StatusTones, toneOf } from "./Badge";

type Deposit = "pending" | "confirmed" | "rejected";
const DEPOSIT_TONES: StatusTones<Deposit> = { pending: "warning", confirmed: "success", rejected: "danger" };

describe("toneOf", () => {
  it("takes the feature's tone and keeps unknown statuses neutral", () => {
    expect(toneOf(DEPOSIT_TONES, "confirmed")).toBe("success");
    expect(toneOf(DEPOSIT_TONES, "archived")).toBe("neutral");
  });
});

describe("<StatusBadge>", () => {
  it("shows the translated label in the status's colour", () => {
    expect(
      renderToStaticMarkup(<StatusBadge status="rejected" tones={DEPOSIT_TONES} label="Từ chối" />),
    ).toBe('<span class="badge badge--danger" data-status="rejected">Từ chối</span>');
  });
});

describe("<Badge>", () => {
  it("is neutral unless told otherwise", () => {
    expect(renderToStaticMarkup(<Badge>House</Badge>)).toBe(
      '<span class="badge badge--neutral">House</span>',
    );
    expect(renderToStaticMarkup(<Badge tone="muted">Off</Badge>)).toBe(
      '<span class="badge badge--muted">Off</span>',
    );
  });
});
