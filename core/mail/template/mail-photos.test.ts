/**
 * The trade confirmation shows the catalog photo of each device that has one (decision 0104): an
 * absolute URL of the photo's WebP at a fixed size, with the line's text beside it; lines of
 * devices without a photo (their drawing is SVG, which mail clients do not show) have no picture,
 * and a mail without any photo keeps the plain list.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { configureCompanyFacts, shopOrigin } from "../../editions/index.ts";
import { composeTradeConfirmation } from "../../trade/index.server.ts";
import { sampleTradeView } from "../../../tests/helpers/trade-view.ts";
import { renderMail } from "./render.server.tsx";

const PHOTO = "/images/photos/catalog/devices/7/0123456789abcdef-240.webp";

beforeAll(() => configureCompanyFacts({}));

describe("device photos in the trade confirmation", () => {
  it("a line whose device has a photo shows it, absolute and sized; the text part is unchanged", async () => {
    const trade = sampleTradeView("de");
    const origin = shopOrigin("de", "production", 3000);
    const plain = await renderMail(composeTradeConfirmation(trade, origin));
    const withPhoto = await renderMail(composeTradeConfirmation(trade, origin, new Map([[trade.lines[0]!.deviceId, PHOTO]])));
    expect(plain.html).not.toContain("/images/photos/");
    expect(withPhoto.html).toMatch(new RegExp(`<img[^>]+src="${origin}${PHOTO}"[^>]*>`));
    const img = withPhoto.html.match(/<img[^>]+images\/photos[^>]*>/)![0];
    expect(img).toContain('width="96"');
    expect(img).toContain('height="72"');
    expect(img).toContain('alt=""');
    expect(withPhoto.html).toContain("Apple iPhone 15");
    expect(withPhoto.text).toBe(plain.text);
  });
});
