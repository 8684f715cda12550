/**
 * Verifiable erasure certificates (issue 34, decision 0130): a trade inspected by the admin gets a
 * verification code; its page /verify/{code} on the edition's host shows the facts, the signature
 * that checks and the public key, and nothing personal; a forged code (its check character does not
 * fit) and an unknown code each say so; the certificate PDF answers for the trade's link holder (its drawing is not read back).
 * axe on each page; screenshots at 1366 and 390 px.
 */
import { createPublicKey, verify } from "node:crypto";
import { checkCharacter, formatCode } from "../../core/certificate-check/index.ts";
import { expect, expectAccessible, hostUrl, PORT, test } from "./fixtures.ts";
import { shooterFor } from "./screenshots.ts";
import { DEV_ADMIN, pendingTradeOn, staffApiOn } from "./staff-api.ts";

const shoot = shooterFor("test-results/verify-certificate");

// the forged code answers 400 and the unknown one 404, on purpose
test.use({ allowStatuses: [400, 404] });

test("a real code shows the signed facts; a forged and an unknown code say so", async ({ page, request }) => {
  test.setTimeout(120_000);
  const trade = await pendingTradeOn(request, PORT, "verify");
  const admin = await staffApiOn(request, PORT, DEV_ADMIN);
  const { items } = (await (await admin("get", `/api/backoffice/trades/${trade.tradeNumber}/inspection`)).json()) as {
    items: { itemId: number; inspection: { verifyCode: string | null; certificateNumber: string; serial: string | null } }[];
  };
  const { verifyCode: code, certificateNumber, serial } = items[0]!.inspection;
  expect(code).toMatch(/^[0-9A-Z]{10}$/);

  // the real code, typed with its dash and in lower case
  const res = await page.goto(hostUrl("de.localhost", `/verify/${formatCode(code!).toLowerCase()}`));
  expect(res!.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(formatCode(code!));
  await expect(page.getByTestId("verdict")).toContainText("Die Signatur stimmt");
  await expect(page.getByTestId("certificate-check")).toContainText(certificateNumber);
  await expect(page.getByTestId("certificate-check")).toContainText("NIST SP 800-88 Clear");
  const body = (await page.locator("main").textContent()) ?? "";
  expect(body).not.toContain(serial!);
  expect(body).not.toContain(trade.tradeNumber);
  // what the page shows checks with the key it shows
  const signedText = (await page.getByTestId("signed-text").textContent())!;
  const signature = (await page.getByTestId("signature").textContent())!;
  const pem = (await page.getByTestId("public-key").textContent())!;
  expect(verify(null, Buffer.from(signedText), createPublicKey(pem), Buffer.from(signature, "base64url"))).toBe(true);
  await expectAccessible(page, "verify found");
  await shoot(page, "found");

  // a forged code: the right length and letters, but its check character does not fit
  const forged = code!.slice(0, 9) + (code![9] === "0" ? "1" : "0");
  expect((await page.goto(hostUrl("de.localhost", `/verify/${forged}`)))!.status()).toBe(400);
  await expect(page.getByTestId("certificate-check-checkFailed")).toContainText("Dieser Code kann nicht stimmen");
  await expectAccessible(page, "verify forged");
  await shoot(page, "forged");

  // a well-formed code no certificate has, on the English host
  const bodyOf = code!.slice(0, 8) + (code![8] === "Z" ? "Y" : "Z");
  expect((await page.goto(hostUrl("localhost", `/verify/${bodyOf}${checkCharacter(bodyOf)}`)))!.status()).toBe(404);
  await expect(page.getByTestId("certificate-check-unknown")).toContainText("No certificate has this code");
  await expectAccessible(page, "verify unknown");

  // the owner's certificate PDF (its link from the tracking page) answers; its QR code, code and signature are not read back here
  const pdf = await request.get(
    `http://127.0.0.1:${PORT}/api/trade/trades/${trade.tradeNumber}/items/${items[0]!.itemId}/certificate?token=${encodeURIComponent(trade.trackingToken)}`,
    { headers: { host: `de.localhost:${PORT}` } },
  );
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toContain("application/pdf");
});
