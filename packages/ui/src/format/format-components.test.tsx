import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DateTime } from "./DateTime";
import { Money } from "./Money";

describe("<Money>", () => {
  it("shows the symbol, comma thousands and two decimals", () => {
    expect(renderToStaticMarkup(<Money amount={1234567.5} symbol="₫" />)).toBe(
      '<span class="money">₫1,234,567.50</span>',
    );
  });

  it("marks a negative amount and shows nothing for a missing one", () => {
    expect(renderToStaticMarkup(<Money amount="-1000" />)).toBe(
      '<span class="money money--negative">-1,000.00</span>',
    );
    expect(renderToStaticMarkup(<Money amount={null} />)).toBe("");
  });

  it("shows an amount the money rules refuse as it came instead of failing the screen", () => {
    expect(renderToStaticMarkup(<Money amount="99.999" symbol="$" />)).toBe(
      '<span class="money">$99.999</span>',
    );
    expect(renderToStaticMarkup(<Money amount="abc" />)).toBe('<span class="money">abc</span>');
  });
});

describe("<DateTime>", () => {
  it("shows the brand's local time and keeps the instant machine-readable", () => {
    const at = Date.UTC(2024, 0, 5, 17, 4, 9);
    expect(renderToStaticMarkup(<DateTime at={at} timeZone="Asia/Ho_Chi_Minh" />)).toBe(
      '<time dateTime="2024-01-05T17:04:09.000Z">2024-01-06 00:04:09</time>',
    );
    expect(renderToStaticMarkup(<DateTime at={undefined} />)).toBe("");
  });
});
