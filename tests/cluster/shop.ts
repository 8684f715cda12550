/**
 * What the two-instance test does in the shop, over HTTP against one port (nginx or an instance
 * itself): customers registered and activated through the API and the shared mail folder, offers
 * for the dearest smartphone, trade bodies. Each caller names its client address in
 * X-Forwarded-For (the cluster trusts 127.0.0.1, where the test and nginx both are), so the
 * per-address limits count per virtual visitor.
 */
import { randomBytes } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { deviceById } from "../../core/catalog/index.server.ts";
import { rows } from "../../core/shared/index.server.ts";
import type { Db } from "../../db/client.server.ts";
import { hostRequest, type HostResponse } from "../../scripts/cluster-lib.ts";

export const SHOP = "de.localhost";
export const PASSWORD = "Sicheres-Passwort-1";

let seq = 0;
/** A client address of its own (10.77.x.y). */
export const clientAddress = () => `10.77.${(++seq >> 8) & 255}.${seq & 255}`;
export const uniqueEmail = (tag: string) => `${tag}-${process.pid}-${++seq}-${randomBytes(3).toString("hex")}@example.com`;

export function post(port: number, pathName: string, json: unknown, headers: Record<string, string> = {}): Promise<HostResponse> {
  return hostRequest(port, { host: SHOP, path: pathName, json, headers: { "x-forwarded-for": clientAddress(), ...headers } });
}

/** The decoded mails in the cluster's shared mail folder that are addressed to `email`. */
export function mailsTo(dataDir: string, email: string): string[] {
  const folder = path.join(dataDir, "mail");
  let names: string[] = [];
  try {
    names = readdirSync(folder).sort();
  } catch {
    return [];
  }
  return names
    .map((f) =>
      readFileSync(path.join(folder, f), "utf8")
        .replace(/=\r?\n/g, "")
        .replace(/=3D/g, "="),
    )
    .filter((m) => m.includes(`To: ${email}`));
}

/** Registers through `registerPort`, activates through `activatePort` with the mailed token; the e-mail. */
export async function registerActivated(registerPort: number, activatePort: number, dataDir: string): Promise<string> {
  const email = uniqueEmail("cluster");
  const reg = await post(registerPort, "/api/account/register", {
    enabled: true,
    firstName: "Erika",
    lastName: "Mustermann",
    username: email,
    email,
    credentials: [{ type: "password", value: PASSWORD, temporary: false }],
    attributes: { locale: "de" },
    Address: { street: "Hauptstraße", houseNumber: "5a", zip: "10115", city: "Berlin", country: "DE" },
    Payment: { paymentType: 13, iban: "DE89370400440532013000", accountHolder: "Erika Mustermann" },
  });
  if (reg.status !== 202) throw new Error(`register: ${reg.status} ${reg.text}`);
  let token: string | undefined;
  for (let i = 0; i < 100 && !token; i++) {
    token = mailsTo(dataDir, email)
      .map((m) => /\/account\?token=([A-Za-z0-9_-]{43})/.exec(m)?.[1])
      .find(Boolean);
    if (!token) await new Promise((r) => setTimeout(r, 100));
  }
  if (!token) throw new Error(`no activation mail to ${email}`);
  const act = await hostRequest(activatePort, {
    host: SHOP,
    path: "/api/account/activateRegistration",
    method: "POST",
    headers: { token },
  });
  if (act.status >= 300) throw new Error(`activate: ${act.status} ${act.text}`);
  return email;
}

export interface SellableDevice {
  id: number;
  slug: string;
  answers: { questionId: number | string; answerId: number | string }[];
}

/** The seeded catalog's dearest smartphone with its best answers (as tests/helpers/trades.ts). */
export async function dearestSmartphone(db: Db): Promise<SellableDevice> {
  const [row] = await rows<{ id: number }>(
    db,
    sql`select d.id from devices d join device_prices p on p.device_id = d.id and p.edition = 'de' where d.category_id = 'smartphones' and not d.generated order by p.base_price_cents desc limit 1`,
  );
  const d = (await deviceById(db, "de", Number(row!.id)))!;
  return { id: d.id, slug: d.slug, answers: d.questions!.map((q) => ({ questionId: q.id, answerId: q.answers[0]!.id })) };
}

export async function makeOffer(port: number, device: SellableDevice): Promise<HostResponse> {
  return post(port, "/api/trade/offers", { deviceId: device.id, answers: device.answers });
}

/** A guest trade's body for one offer, each its own recipient (the per-e-mail trade limit). */
export function tradeBody(offerId: string) {
  return {
    offers: [{ offerId, quantity: 1 }],
    customer: { email: uniqueEmail("trade"), firstName: "Inge", lastName: "Prüfer" },
    address: { street: "Hauptstraße", houseNumber: "1", zip: "10115", city: "Berlin", country: "DE" },
    payment: { paymentType: 13, iban: "DE89370400440532013000", accountHolder: "Inge Prüfer" },
  };
}
