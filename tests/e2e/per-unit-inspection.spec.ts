/**
 * Issue 33 (decision 0119): a line of three units is inspected unit by unit. A de trade of one
 * offer with quantity 3 is placed and received through the APIs; the back office's inspection page
 * shows three devices, one after the other, headed "(unit 1 of 3)" … "(unit 3 of 3)", each with its
 * own form; axe passes; screenshots at 1366 and 390 px.
 */
import { apiOffer, TEST_ADDRESS, TEST_IBAN } from "./api-trade.ts";
import { expect, expectAccessible, hostUrl, PORT, test } from "./fixtures.ts";
import { shooterFor } from "./screenshots.ts";
import { signInDevStaff } from "./staff-sign-in.ts";

const shoot = shooterFor("test-results/per-unit-inspection");
const BO = `backoffice.localhost:${PORT}`;

test("three units of one line: three devices on the inspection page, 'unit k of 3'", async ({ page, request }) => {
  const offer = await apiOffer(request);
  const placed = await request.post(`http://127.0.0.1:${PORT}/api/trade/trades`, {
    headers: { host: `de.localhost:${PORT}`, "idempotency-key": crypto.randomUUID() },
    data: {
      offers: [{ offerId: offer.offerId, quantity: 3 }],
      customer: { email: `units-${crypto.randomUUID()}@example.com`, firstName: "Erika", lastName: "Einheit" },
      address: TEST_ADDRESS.de,
      payment: { paymentType: 13, iban: TEST_IBAN.de, accountHolder: "Erika Einheit" },
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { tradeNumber } = (await placed.json()) as { tradeNumber: string };
  const login = await request.post(`http://127.0.0.1:${PORT}/api/backoffice/auth/login`, {
    headers: { host: BO },
    data: { email: "admin@staff.sellback.test", password: "dev-admin-password" },
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  const received = await request.post(`http://127.0.0.1:${PORT}/api/backoffice/trades/${tradeNumber}/receive`, {
    headers: { host: BO, authorization: `Bearer ${accessToken}` },
    data: { devicesFound: 3 },
  });
  expect(received.status(), await received.text()).toBe(200);

  await signInDevStaff(page);
  await page.goto(hostUrl("backoffice.localhost", `/trades/${tradeNumber}/inspection`));
  const units = page.getByTestId("unit-of");
  await expect(units).toHaveCount(3);
  await expect(units).toHaveText([/unit 1 of 3|Einheit 1 von 3/, /unit 2 of 3|Einheit 2 von 3/, /unit 3 of 3|Einheit 3 von 3/]);
  await expectAccessible(page, "three units");
  await shoot(page, "three-units");
});
