/**
 * A local stand-in for the carriers' APIs (decision 0042), answering as their published documents
 * say, so adapter, API and browser tests never reach DHL or UPS:
 * - DHL Parcel DE Shipping API v2: `POST {base}/orders` with `dhl-api-key` and basic auth;
 *   401 as `{title, statusCode, detail}`; a shipment missing a required field → 400 with
 *   `status` and `items[].sstatus` + `validationMessages[]`; success → `items[0].shipmentNo` and
 *   `items[0].label.b64` (a PDF).
 * - UPS: `POST /security/v1/oauth/token` (basic auth, `grant_type=client_credentials`) →
 *   `access_token`, `expires_in`; `POST /api/shipments/{version}/ship` with the bearer token; errors
 *   `{response: {errors: [{code, message}]}}`; success → `ShipmentResponse.ShipmentResults.PackageResults`
 *   with `TrackingNumber` and `ShippingLabel.GraphicImage` (a base64 GIF).
 * `mode` makes the next answers a time-out (never answers), a 503, or normal.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import PDFDocument from "pdfkit";
import sharp from "sharp";
import { answerTracking, createFakeTracking, DHL_TRACKING_PATH, type FakeTracking } from "./fake-carrier-tracking.ts";
import {
  answerReturns,
  createFakeReturns,
  DHL_RETURNS_PATH,
  dhlServiceProblems,
  upsServiceProblem,
  type FakeReturns,
} from "./fake-carrier-returns.ts";
import { answerPickup, createFakePickups, DHL_PICKUP_PATH, type FakePickups } from "./fake-carrier-pickup.ts";

export const FAKE_DHL = {
  apiKey: "fake-dhl-key",
  user: "user-valid",
  password: "SandboxPasswort2023!",
  billingNumber: "33333333330102",
} as const;
export const FAKE_UPS = {
  clientId: "fake-ups-client",
  clientSecret: "fake-ups-secret",
  accountNumber: "A1B2C3",
  version: "v2409",
} as const;
export const DHL_PATH = "/parcel/de/shipping/v2";

export type FakeMode = "ok" | "timeout" | "unavailable";

export interface FakeCarrier {
  /** http://127.0.0.1:port */
  origin: string;
  dhlBaseUrl: string;
  upsBaseUrl: string;
  mode: FakeMode;
  /** Requests received: path, headers (lower case) and parsed body. */
  requests: { path: string; headers: Record<string, string | string[] | undefined>; body: unknown }[];
  /** Shipments made (tracking numbers). */
  created: string[];
  /** The tracking routes' scans and mode (fake-carrier-tracking.ts); DHL tracking lives at dhlTrackingBaseUrl. */
  tracking: FakeTracking;
  dhlTrackingBaseUrl: string;
  /** DHL Retoure (fake-carrier-returns.ts): its 429/500 mode; the Returns API lives at dhlReturnsBaseUrl. */
  returns: FakeReturns;
  dhlReturnsBaseUrl: string;
  /** Pickups (fake-carrier-pickup.ts): DHL's at dhlPickupBaseUrl (token on the same origin), UPS's at upsBaseUrl. */
  pickups: FakePickups;
  dhlPickupBaseUrl: string;
  close(): Promise<void>;
}

async function fakePdf(text: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: "A6", compress: false });
  const chunks: Buffer[] = [];
  doc.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on("end", () => resolve()));
  doc.fontSize(14).text(text, 20, 40);
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = "";
    req.setEncoding("utf8");
    req.on("data", (c: string) => (data += c));
    req.on("end", () => resolve(data));
  });

function send(res: ServerResponse, status: number, body: unknown, type = "application/json") {
  res.writeHead(status, { "content-type": type });
  res.end(JSON.stringify(body));
}

const basic = (user: string, password: string) => `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;
const get = (o: unknown, path: string): unknown =>
  path.split(".").reduce<unknown>((v, k) => (v && typeof v === "object" ? (v as Record<string, unknown>)[k] : undefined), o);
const missing = (o: unknown, paths: string[]) =>
  paths.filter((p) => {
    const v = get(o, p);
    return v === undefined || v === null || v === "";
  });

export async function startFakeCarrier(): Promise<FakeCarrier> {
  const gif = await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#ffffff" } })
    .gif()
    .toBuffer();
  let counter = 0;
  const tokens = new Set<string>();
  const hanging = new Set<ServerResponse>();

  const fake: FakeCarrier = {
    origin: "",
    dhlBaseUrl: "",
    upsBaseUrl: "",
    mode: "ok",
    requests: [],
    created: [],
    tracking: createFakeTracking(),
    dhlTrackingBaseUrl: "",
    returns: createFakeReturns(),
    dhlReturnsBaseUrl: "",
    pickups: createFakePickups(),
    dhlPickupBaseUrl: "",
    close: async () => {
      for (const res of hanging) res.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  async function dhl(req: IncomingMessage, res: ServerResponse, body: unknown) {
    if (req.headers["dhl-api-key"] !== FAKE_DHL.apiKey || req.headers.authorization !== basic(FAKE_DHL.user, FAKE_DHL.password)) {
      return send(
        res,
        401,
        { title: "Unauthorized", statusCode: 401, detail: "Unauthorized for given resource." },
        "application/problem+json",
      );
    }
    const shipments = get(body, "shipments");
    const shipment = Array.isArray(shipments) ? shipments[0] : undefined;
    const required = [
      "product",
      "billingNumber",
      "shipper.name1",
      "shipper.addressStreet",
      "shipper.city",
      "shipper.country",
      "consignee.name1",
      "consignee.addressStreet",
      "consignee.city",
      "consignee.country",
      "details.weight.uom",
      "details.weight.value",
    ];
    const gaps = shipment ? missing(shipment, required) : ["shipments"];
    const badCountry = ["shipper.country", "consignee.country"].filter(
      (p) => shipment && !/^[A-Z]{3}$/.test(String(get(shipment, p) ?? "")),
    );
    const badBilling = shipment && !/^\d{10}\d{2}[A-Z0-9]{2}$/.test(String(get(shipment, "billingNumber") ?? "")) ? ["billingNumber"] : [];
    const problems = [
      ...gaps,
      ...badCountry.filter((p) => !gaps.includes(p)),
      ...badBilling.filter((p) => !gaps.includes(p)),
      ...dhlServiceProblems(shipment),
    ];
    if (!get(body, "profile") || problems.length) {
      return send(res, 400, {
        status: { title: "Bad Request", statusCode: 400, detail: "Invalid request body." },
        items: [
          {
            sstatus: { title: "Bad Request", statusCode: 400 },
            validationMessages: (problems.length ? problems : ["profile"]).map((p) => ({
              property: `shipments[0].${p}`,
              validationMessage: "must not be empty or is invalid",
              validationState: "Error",
            })),
          },
        ],
      });
    }
    const shipmentNo = `00340434161094${String(++counter).padStart(6, "0")}`;
    fake.created.push(shipmentNo);
    const pdf = await fakePdf(`FAKE DHL LABEL ${shipmentNo}`);
    return send(res, 200, {
      status: { title: "OK", statusCode: 200 },
      items: [
        {
          shipmentNo,
          sstatus: { title: "OK", statusCode: 200 },
          label: { b64: pdf.toString("base64"), fileFormat: "PDF", printFormat: "A4" },
        },
      ],
    });
  }

  function upsToken(req: IncomingMessage, res: ServerResponse, raw: string) {
    const form = new URLSearchParams(raw);
    if (req.headers.authorization !== basic(FAKE_UPS.clientId, FAKE_UPS.clientSecret)) {
      return send(res, 401, { response: { errors: [{ code: "10401", message: "ClientId is Invalid" }] } });
    }
    if (form.get("grant_type") !== "client_credentials")
      return send(res, 400, { response: { errors: [{ code: "10400", message: "Invalid/Missing grant_type" }] } });
    const token = `ups-token-${++counter}`;
    tokens.add(token);
    return send(res, 200, {
      token_type: "Bearer",
      issued_at: String(Date.now()),
      client_id: FAKE_UPS.clientId,
      access_token: token,
      expires_in: "14399",
      status: "approved",
    });
  }

  function upsShip(req: IncomingMessage, res: ServerResponse, body: unknown) {
    const bearer = String(req.headers.authorization ?? "").replace(/^Bearer /, "");
    if (!tokens.has(bearer))
      return send(res, 401, { response: { errors: [{ code: "250002", message: "Invalid Authentication Information." }] } });
    const s = "ShipmentRequest.Shipment";
    const gaps = missing(body, [
      `${s}.Shipper.Name`,
      `${s}.Shipper.ShipperNumber`,
      `${s}.Shipper.Address.CountryCode`,
      `${s}.ShipTo.Name`,
      `${s}.ShipTo.Address.City`,
      `${s}.ShipTo.Address.CountryCode`,
      `${s}.ShipFrom.Address.CountryCode`,
      `${s}.Service.Code`,
      `${s}.PaymentInformation.ShipmentCharge`,
      "ShipmentRequest.LabelSpecification.LabelImageFormat.Code",
    ]);
    const pkg = (get(body, `${s}.Package`) as unknown[] | undefined)?.[0];
    if (!pkg || missing(pkg, ["Packaging.Code", "PackageWeight.UnitOfMeasurement.Code", "PackageWeight.Weight"]).length)
      gaps.push(`${s}.Package`);
    if (gaps.length) return send(res, 400, { response: { errors: [{ code: "120100", message: `Missing or invalid ${gaps[0]}` }] } });
    if (get(body, `${s}.Shipper.ShipperNumber`) !== FAKE_UPS.accountNumber)
      return send(res, 400, { response: { errors: [{ code: "120100", message: "Missing or invalid shipper number" }] } });
    const refused = upsServiceProblem(body);
    if (refused) return send(res, 400, { response: { errors: [refused] } });
    const trackingNumber = `1ZA1B2C3${String(6800000000 + ++counter)}`;
    fake.created.push(trackingNumber);
    return send(res, 200, {
      ShipmentResponse: {
        Response: { ResponseStatus: { Code: "1", Description: "Success" } },
        ShipmentResults: {
          ShipmentIdentificationNumber: trackingNumber,
          PackageResults: [
            {
              TrackingNumber: trackingNumber,
              ShippingLabel: { ImageFormat: { Code: "GIF", Description: "GIF" }, GraphicImage: gif.toString("base64") },
            },
          ],
        },
      },
    });
  }

  const server: Server = createServer((req, res) => {
    void (async () => {
      const raw = await readBody(req);
      let body: unknown = null;
      try {
        body = raw && req.headers["content-type"]?.includes("json") ? JSON.parse(raw) : raw;
      } catch {
        return send(res, 400, { title: "Bad Request", statusCode: 400, detail: "Malformed JSON" });
      }
      const path = (req.url ?? "").split("?")[0]!;
      fake.requests.push({ path, headers: { ...req.headers }, body });
      if (fake.mode === "timeout") {
        hanging.add(res);
        return; // never answers
      }
      if (fake.mode === "unavailable") return send(res, 503, { title: "Service Unavailable", statusCode: 503 });
      if (req.method === "POST" && path === `${DHL_PATH}/orders`) return dhl(req, res, body);
      if (req.method === "POST" && path === "/security/v1/oauth/token") return upsToken(req, res, raw);
      if (req.method === "POST" && path === `/api/shipments/${FAKE_UPS.version}/ship`) return upsShip(req, res, body);
      const returnsContext = {
        apiKey: FAKE_DHL.apiKey,
        authorization: basic(FAKE_DHL.user, FAKE_DHL.password),
        made: (n: string) => fake.created.push(n),
        pdf: fakePdf,
        next: () => ++counter,
      };
      if (await answerReturns(fake.returns, req, res, path, body, returnsContext)) return;
      const pickupContext = { dhl: FAKE_DHL, upsTokens: tokens, upsVersion: FAKE_UPS.version, next: () => ++counter };
      if (answerPickup(fake.pickups, req, res, path, raw, body, pickupContext)) return;
      if (answerTracking(fake.tracking, req, res, { upsTokens: tokens, hang: (r) => hanging.add(r) })) return;
      return send(res, 404, { title: "Not Found", statusCode: 404 });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const { port } = server.address() as AddressInfo;
  fake.origin = `http://127.0.0.1:${port}`;
  fake.dhlBaseUrl = `${fake.origin}${DHL_PATH}`;
  fake.upsBaseUrl = fake.origin;
  fake.dhlTrackingBaseUrl = `${fake.origin}${DHL_TRACKING_PATH}`;
  fake.dhlReturnsBaseUrl = `${fake.origin}${DHL_RETURNS_PATH}`;
  fake.dhlPickupBaseUrl = `${fake.origin}${DHL_PICKUP_PATH}`;
  return fake;
}

/** The settings that send a server's DHL labels to this fake (all four credentials and the base URL). */
export const fakeDhlEnv = (fake: Pick<FakeCarrier, "dhlBaseUrl">): Record<string, string> => ({
  DHL_API_KEY: FAKE_DHL.apiKey,
  DHL_USER: FAKE_DHL.user,
  DHL_PASSWORD: FAKE_DHL.password,
  DHL_BILLING_NUMBER: FAKE_DHL.billingNumber,
  DHL_BASE_URL: fake.dhlBaseUrl,
});

/** The settings that send a server's UPS labels to this fake. */
export const fakeUpsEnv = (fake: Pick<FakeCarrier, "upsBaseUrl">): Record<string, string> => ({
  UPS_CLIENT_ID: FAKE_UPS.clientId,
  UPS_CLIENT_SECRET: FAKE_UPS.clientSecret,
  UPS_ACCOUNT_NUMBER: FAKE_UPS.accountNumber,
  UPS_BASE_URL: fake.upsBaseUrl,
});

/** Fetch options of a call with the fake DHL account's key and basic auth. */
export const fakeDhlAuth = (body: unknown): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json", "dhl-api-key": FAKE_DHL.apiKey, authorization: basic(FAKE_DHL.user, FAKE_DHL.password) },
  body: JSON.stringify(body),
});
