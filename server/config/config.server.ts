import { z } from "zod";
import {
  DISPLAY_TIME_ZONE,
  ENVIRONMENTS,
  isTimeZone,
  shopOrigin,
  type EditionId,
  type HostEnvironment,
  type ShopMode,
} from "../../core/editions/index.ts";
import { DEFAULT_VOLUME_TIERS, parseVolumeTiers, parseVolumeTiersByEdition, type VolumeTier } from "../../core/b2b-quote/index.ts";
import { isDatevAccount, isFiscalYearStart } from "../../core/books/index.ts";
import { debtorSettingProblems, PAYOUT_RUN_TIMES_DEFAULT, parseRunTimes, parseRunTimesByEdition } from "../../core/payout/index.ts";
import { PRICE_CEILING_EUR_DEFAULT, PRICE_STEP_PERCENT_DEFAULT } from "../../core/pricing-admin/index.ts";
import { parseSigningKey } from "../../core/certificate-check/index.server.ts";
import { REVIEW_INVITE_DELAY_DAYS_DEFAULT } from "../../core/reviews/index.ts";
import { parseRetentionOverrides, type SellerRecordRetentionOverrides } from "../../core/seller-records/index.ts";
import { parseTrustProxy, type TrustProxy } from "../http/forwarding.ts";

const envSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    /** The port browsers use for the local hosts when a proxy listens for this instance (npm run cluster; decision 0054); unset = PORT. */
    PUBLIC_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
      .optional(),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
      .optional(),
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    SESSION_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
    /** Proxies whose X-Forwarded-For/-Host/-Proto count: a hop count and/or addresses and CIDR ranges (decision 0018). */
    TRUST_PROXY: z
      .string()
      .transform((value, ctx): TrustProxy => {
        try {
          return parseTrustProxy(value);
        } catch (err) {
          ctx.addIssue({ code: "custom", message: err instanceof Error ? err.message : String(err) });
          return z.NEVER;
        }
      })
      .optional(),
    /** The address to listen on; unset = 127.0.0.1 outside production, every IPv4 interface in production. */
    HOST: z.string().min(1).optional(),
    /** Whose hosts links in e-mails use (the host map's environments); unset = production in production, else local. */
    PUBLIC_HOSTS: z.enum(ENVIRONMENTS).optional(),
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error", "silent"]).default("info"),
    /** How often this instance's job worker looks for due jobs, in milliseconds; 0 = this instance runs no jobs (decision 0024). */
    JOB_POLL_MS: z.coerce.number().int().min(0).max(3_600_000).default(10_000),
    /**
     * How many claimed jobs this instance's worker runs at once on PostgreSQL (decision 0138); the
     * embedded database has one connection, so there the worker always runs one at a time.
     */
    JOB_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(4),
    /** A JSON file with the company facts per edition (core/editions/company.ts; decision 0034); required in production. */
    COMPANY_FACTS_FILE: z.string().min(1).optional(),
    /** Outside production only: a file with an ISO instant that sets the server's clock (browser tests, decision 0028). */
    CLOCK_FILE: z.string().min(1).optional(),
    /** Outside production only: "1" starts each table's id sequence at its own offset on a fresh database, before the seed (browser tests; decision 0073). */
    TEST_ID_OFFSETS: z.enum(["0", "1"]).optional(),
    /** The account payouts are paid from (decision 0037): all three or none; the server refuses to start in production without them (requireDebtorSettings); development uses a test account. */
    PAYOUT_DEBTOR_NAME: z.string().min(1).optional(),
    PAYOUT_DEBTOR_IBAN: z.string().min(1).optional(),
    PAYOUT_DEBTOR_BIC: z.string().min(1).optional(),
    /** Collection by DHL (decision 0120): the API secret (ROPC client_secret) of the DHL API key, for the Parcel DE Pickup API's token. */
    DHL_API_SECRET: z.string().min(1).optional(),
    /** The billing number DHL pickups are ordered on: procedure 08 (DHL Retoure with pickup), so the driver brings the labels. */
    DHL_PICKUP_BILLING_NUMBER: z
      .string()
      .regex(/^\d{10}08[A-Z0-9]{2}$/, "must be 14 characters: EKP, 08 (DHL Retoure with pickup), participation")
      .optional(),
    DHL_PICKUP_BASE_URL: z.url({ protocol: /^https?$/ }).default("https://api-eu.dhl.com/parcel/de/transportation/pickup/v3"),
    /** The browser self-test's signing key (issue 34, HMAC-SHA256); unset = derived from the session secret. */
    SELF_TEST_KEY: z.string().min(32).optional(),
    /** Erasure certificates' Ed25519 signing key (decision 0130): PKCS#8 PEM or its base64 DER, checked at start; unset = derived from the session secret (set it in production, so that a new session secret keeps the certificates' key). */
    CERTIFICATE_SIGNING_KEY: z
      .string()
      .min(40)
      .refine((value) => {
        try {
          parseSigningKey(value);
          return true;
        } catch {
          return false;
        }
      }, "must be an Ed25519 private key (PKCS#8 PEM or its base64 DER)")
      .optional(),
    /** Open figures per model (issue 34): shown on the device page from this many paid devices of the model. */
    MODEL_FIGURES_MIN_PAID: z.coerce.number().int().min(1).max(100000).default(20),
    /** Price alerts (issue 34): alerts one e-mail address may hold (pending or active) at once. */
    PRICE_ALERTS_PER_ADDRESS: z.coerce.number().int().min(1).max(100).default(5),
    /** "Send me this offer" (issue 34): mails one address may be sent per day. */
    OFFER_MAILS_PER_ADDRESS: z.coerce.number().int().min(1).max(100).default(5),
    /** The EU's VIES lookup of business customers' VAT IDs (decision 0116): "on" = a job checks unchecked IDs; "off" = they stay "unchecked" (this machine cannot reach VIES). */
    VIES_CHECK: z.enum(["on", "off"]).default("off"),
    /** The VIES REST API's base URL (tests point it at a fake). */
    VIES_BASE_URL: z.url({ protocol: /^https?$/ }).default("https://ec.europa.eu/taxation_customs/vies/rest-api"),
    /** Business quotes' volume rule (decision 0118): "units:percent" tiers, "10:2,50:4,200:6" = +2 % on every priced unit from 10 units, +4 % from 50, +6 % from 200; "" = none. */
    BUSINESS_VOLUME_TIERS: z
      .string()
      .default(DEFAULT_VOLUME_TIERS)
      .transform((value, ctx): VolumeTier[] => {
        try {
          return parseVolumeTiers(value);
        } catch (err) {
          ctx.addIssue({ code: "custom", message: err instanceof Error ? err.message : String(err) });
          return z.NEVER;
        }
      }),
    /** Business quotes' volume rule for some editions (JSON {"de": "10:3"} or "de=10:3,50:5;en=…"); the others keep BUSINESS_VOLUME_TIERS. */
    BUSINESS_VOLUME_TIERS_BY_EDITION: z
      .string()
      .transform((value, ctx): Partial<Record<EditionId, VolumeTier[]>> => {
        try {
          return parseVolumeTiersByEdition(value);
        } catch (err) {
          ctx.addIssue({ code: "custom", message: err instanceof Error ? err.message : String(err) });
          return z.NEVER;
        }
      })
      .optional(),
    /** PayPal Payouts API (decision 0112): the REST app's client id; with PAYPAL_CLIENT_SECRET the runs' PayPal items are paid through the API, unset = the CSV file. */
    PAYPAL_CLIENT_ID: z.string().min(1).optional(),
    /** PayPal Payouts API: the REST app's secret (set both or none). */
    PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
    /** PayPal Payouts API: the id of the webhook set up in PayPal's developer dashboard for /api/webhooks/paypal; unset = no webhook is verified (the polls still report every item). */
    PAYPAL_WEBHOOK_ID: z
      .string()
      .regex(/^[A-Za-z0-9]+$/, "must be letters and digits")
      .optional(),
    /** PayPal Payouts API: its base URL (live; the sandbox is https://api-m.sandbox.paypal.com). */
    PAYPAL_BASE_URL: z.url({ protocol: /^https?$/ }).default("https://api-m.paypal.com"),
    /** PayPal Payouts API: milliseconds until a call is given up. */
    PAYPAL_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(15_000),
    /** The watched folder for bank files (decision 0113): camt.053/.054 `*.xml` dropped here are imported every 10 minutes and moved to imported/ or failed/; unset = off. */
    BANK_FILES_DIR: z.string().min(1).optional(),
    /** The highest transfer an instant payout run takes, in whole euros (decision 0111); dearer trades wait for a normal run. Default: the SCT Inst scheme's former maximum. */
    SEPA_INSTANT_LIMIT_EUR: z.coerce.number().int("must be whole euros").min(1).max(999_999_999).default(100_000),
    /** "on": the schedule's SEPA proposals are SEPA Instant runs (the debtor's bank must offer bulk instant; decision 0111). */
    PAYOUT_INSTANT: z.enum(["on", "off"]).default("off"),
    /** The daily payout runs (decision 0110): the times of day, in each edition's zone, at which a job proposes the runs on its working days ("10:00,15:00"); "off": none (runs by hand only). */
    PAYOUT_RUN_TIMES: z
      .string()
      .default(PAYOUT_RUN_TIMES_DEFAULT)
      .transform((value, ctx): string[] => {
        try {
          return parseRunTimes(value);
        } catch (err) {
          ctx.addIssue({ code: "custom", message: err instanceof Error ? err.message : String(err) });
          return z.NEVER;
        }
      }),
    /** The daily payout runs: other times for some editions ("de=09:30 14:00,fr=11:00"); the others keep PAYOUT_RUN_TIMES. */
    PAYOUT_RUN_TIMES_BY_EDITION: z
      .string()
      .transform((value, ctx): Partial<Record<EditionId, string[]>> => {
        try {
          return parseRunTimesByEdition(value);
        } catch (err) {
          ctx.addIssue({ code: "custom", message: err instanceof Error ? err.message : String(err) });
          return z.NEVER;
        }
      })
      .optional(),
    /** DATEV journal (decision 0114): the tax advisor's consultant number (Beraternummer); unset = the export answers 409 (DATEV refuses a batch without it). */
    DATEV_CONSULTANT_NUMBER: z.coerce.number().int().min(1001).max(9_999_999).optional(),
    /** DATEV journal: the client number (Mandantennummer) at the tax advisor; unset = the export answers 409. */
    DATEV_CLIENT_NUMBER: z.coerce.number().int().min(1).max(99_999).optional(),
    /** DATEV journal: the fiscal year's first day as MMDD; a batch never crosses it. */
    DATEV_FISCAL_YEAR_START: z.string().refine(isFiscalYearStart, "must be MMDD of a day every year has, e.g. 0101").default("0101"),
    /** DATEV journal: the length of a G/L account number (Sachkontenlänge) at the tax advisor, 4–8. */
    DATEV_ACCOUNT_LENGTH: z.coerce.number().int().min(4).max(8).default(4),
    /** DATEV journal: the debit of every purchase (SKR03 3200 Wareneingang: used goods from private sellers, no input tax). */
    DATEV_ACCOUNT_PURCHASES: z.string().default("3200"),
    /** DATEV journal: the credit of a SEPA payout, the account runs pay from (SKR03 1200 Bank). */
    DATEV_ACCOUNT_BANK: z.string().default("1200"),
    /** DATEV journal: the credit of a PayPal payout, the PayPal balance as its own finance account (SKR03 bank range: 1210). */
    DATEV_ACCOUNT_PAYPAL: z.string().default("1210"),
    /** DATEV journal: the credit of a store trade paid with a partner's voucher, owed to the chain (SKR03 1700 sonstige Verbindlichkeiten). */
    DATEV_ACCOUNT_VOUCHERS: z.string().default("1700"),
    /** SIGTERM: how long running requests may take to finish before their connections are cut, in milliseconds (decision 0053). */
    SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(10_000),
    /** /metrics on the main port for `Authorization: Bearer <METRICS_TOKEN>` (decision 0053); unset = no /metrics there. */
    METRICS_TOKEN: z.string().min(32, "must be at least 32 characters").optional(),
    /** A second listener on 127.0.0.1 serving only /metrics (decision 0053); it asks for METRICS_TOKEN too when that is set. */
    METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
    /** The operator's time zone (IANA name): every time on staff and portal pages is shown in it, with its name (issue 29). */
    OPERATOR_TIME_ZONE: z.string().default(DISPLAY_TIME_ZONE).refine(isTimeZone, "must be an IANA time zone such as Europe/Berlin"),
    /** Days between the payout mail and the review invitation (issue 29); 0 sends it with the payout mail. */
    REVIEW_INVITE_DELAY_DAYS: z.coerce.number().int().min(0).max(60).default(REVIEW_INVITE_DELAY_DAYS_DEFAULT),
    /** Memory for the anonymous page cache in MiB (decision 0048); 0 turns it off. */
    PAGE_CACHE_MB: z.coerce.number().int().min(0).max(16_384).default(64),
    /** Carrier labels (decision 0042): DHL Parcel DE Shipping API v2 for the editions whose carrier is DHL; all four or none. */
    DHL_API_KEY: z.string().min(1).optional(),
    DHL_USER: z.string().min(1).optional(),
    DHL_PASSWORD: z.string().min(1).optional(),
    DHL_BILLING_NUMBER: z
      .string()
      .regex(/^\d{10}01[A-Z0-9]{2}$/, "must be 14 characters: EKP, 01 (DHL Paket), participation")
      .optional(),
    DHL_BASE_URL: z.url({ protocol: /^https?$/ }).default("https://api-eu.dhl.com/parcel/de/shipping/v2"),
    /** DHL Retoure (decision 0095): the Parcel DE Returns API's receiver id for parcels sent from Germany ("deu"); unset = DHL Paket only. */
    DHL_RETURNS_RECEIVER_ID: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,50}$/, "must be the receiver id of the DHL Returns API (up to 50 letters or digits)")
      .optional(),
    DHL_RETURNS_BASE_URL: z.url({ protocol: /^https?$/ }).default("https://api-eu.dhl.com/parcel/de/shipping/returns/v1"),
    /** UPS Shipping API for the editions whose carrier is UPS: all three or none. */
    UPS_CLIENT_ID: z.string().min(1).optional(),
    UPS_CLIENT_SECRET: z.string().min(1).optional(),
    UPS_ACCOUNT_NUMBER: z
      .string()
      .regex(/^[A-Z0-9]{6}$/, "must be the 6-character UPS account number")
      .optional(),
    UPS_BASE_URL: z.url({ protocol: /^https?$/ }).default("https://onlinetools.ups.com"),
    UPS_API_VERSION: z
      .string()
      .regex(/^v\d{1,6}$/)
      .default("v2409"),
    /** How long a carrier call may take, in milliseconds. */
    CARRIER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    /** Device register (decision 0096): the IMEIcheck.net API token and the id of the account's blacklist service; both or none (none: the check is off). */
    DEVICE_REGISTER_TOKEN: z.string().min(1).optional(),
    DEVICE_REGISTER_SERVICE_ID: z.coerce.number().int().min(1).max(1_000_000).optional(),
    DEVICE_REGISTER_BASE_URL: z.url({ protocol: /^https?$/ }).default("https://api.imeicheck.net"),
    /** How long one register lookup may take, in milliseconds. */
    DEVICE_REGISTER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
    /** Carrier tracking (decision 0093): DHL Shipment Tracking – Unified API key (its own subscription); unset = DHL parcels are not polled. */
    DHL_TRACKING_API_KEY: z.string().min(1).optional(),
    DHL_TRACKING_BASE_URL: z.url({ protocol: /^https?$/ }).default("https://api-eu.dhl.com/track"),
    /** The tracking calls per day each carrier allows this app (DHL's default for a new app: 250; UPS names none). */
    DHL_TRACKING_CALLS_PER_DAY: z.coerce.number().int().min(1).max(10_000_000).default(250),
    UPS_TRACKING_CALLS_PER_DAY: z.coerce.number().int().min(1).max(10_000_000).default(10_000),
    /** Minutes between two runs of the tracking job (each run polls the due parcels within the calls per day). */
    TRACKING_POLL_MINUTES: z.coerce.number().int().min(5).max(1440).default(30),
    /** Speculation rules on shop pages (decision 0052): "off" leaves the header out (benchmarks compare both). */
    SPECULATION_RULES: z.enum(["on", "off"]).default("on"),
    /** Base price changes beyond this many percent of the old price need a confirmation and a reason (decision 0087). */
    PRICE_STEP_PERCENT: z.coerce.number().int().min(1).max(1000).default(PRICE_STEP_PERCENT_DEFAULT),
    /** Base prices above this many euros need a confirmation and a reason, for every device (decision 0087). */
    PRICE_CEILING_EUR: z.coerce.number().int().min(1).max(50_000).default(PRICE_CEILING_EUR_DEFAULT),
    /** Years the seller records of paid trades are kept, per edition, over the legal defaults (decision 0097): "de=10,fr=10". */
    SELLER_RECORD_RETENTION_YEARS: z
      .string()
      .transform((value, ctx): SellerRecordRetentionOverrides => {
        try {
          return parseRetentionOverrides(value);
        } catch (err) {
          ctx.addIssue({ code: "custom", message: err instanceof Error ? err.message : String(err) });
          return z.NEVER;
        }
      })
      .optional(),
  })
  .superRefine((env, ctx) => {
    for (const p of debtorSettingProblems(env, false)) ctx.addIssue({ code: "custom", path: [p.setting], message: p.message });
    for (const k of ["DATEV_ACCOUNT_PURCHASES", "DATEV_ACCOUNT_BANK", "DATEV_ACCOUNT_PAYPAL", "DATEV_ACCOUNT_VOUCHERS"] as const)
      if (!isDatevAccount(env[k], env.DATEV_ACCOUNT_LENGTH))
        ctx.addIssue({
          code: "custom",
          path: [k],
          message: `must be an account of ${env.DATEV_ACCOUNT_LENGTH} digits (DATEV_ACCOUNT_LENGTH), or one more for a personal account`,
        });
    for (const [carrier, keys] of [
      ["DHL", ["DHL_API_KEY", "DHL_USER", "DHL_PASSWORD", "DHL_BILLING_NUMBER"]],
      ["UPS", ["UPS_CLIENT_ID", "UPS_CLIENT_SECRET", "UPS_ACCOUNT_NUMBER"]],
      ["DEVICE_REGISTER", ["DEVICE_REGISTER_TOKEN", "DEVICE_REGISTER_SERVICE_ID"]],
      ["PAYPAL", ["PAYPAL_CLIENT_ID", "PAYPAL_CLIENT_SECRET"]],
    ] as const) {
      const set = keys.filter((k) => env[k] !== undefined);
      for (const k of keys)
        if (set.length && env[k] === undefined)
          ctx.addIssue({ code: "custom", path: [k], message: `is required when any ${carrier}_ setting is set` });
    }
    if (env.NODE_ENV === "production") {
      if (!env.DATABASE_URL) ctx.addIssue({ code: "custom", path: ["DATABASE_URL"], message: "is required when NODE_ENV=production" });
      if (!env.SESSION_SECRET) ctx.addIssue({ code: "custom", path: ["SESSION_SECRET"], message: "is required when NODE_ENV=production" });
      if (env.CLOCK_FILE) ctx.addIssue({ code: "custom", path: ["CLOCK_FILE"], message: "must not be set when NODE_ENV=production" });
      if (env.TEST_ID_OFFSETS)
        ctx.addIssue({ code: "custom", path: ["TEST_ID_OFFSETS"], message: "must not be set when NODE_ENV=production" });
    }
  });

export type AppConfig = z.infer<typeof envSchema>;

/** Reads the settings; throws one error naming every bad value. Empty strings count as unset. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ""));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".") || "(settings)"}: ${i.message}`);
    throw new Error(`Invalid settings:\n${lines.join("\n")}`);
  }
  return result.data;
}

/**
 * The origin every link in an e-mail starts with (decision 0018): the hosts of PUBLIC_HOSTS
 * (default: production in production, where it is the edition's configured shop URL; else the
 * local host on PORT). One function for every mail sender; never the request's Host.
 */
export function mailOrigin(config: Pick<AppConfig, "NODE_ENV" | "PUBLIC_HOSTS" | "PORT" | "PUBLIC_PORT">, edition: EditionId): string {
  return publicOrigin(config, edition);
}

/** The environment of the host map this instance serves (PUBLIC_HOSTS; default production in production, else local). */
export function publicEnvironment(config: Pick<AppConfig, "NODE_ENV" | "PUBLIC_HOSTS">): HostEnvironment {
  return config.PUBLIC_HOSTS ?? (config.NODE_ENV === "production" ? "production" : "local");
}

/**
 * The configured origin of an edition in a shop mode (decision 0072): what canonical and hreflang
 * links, the footer's edition links and mails start with. Never the request's Host, so a page is
 * the same whichever spelling of a host asked for it, and the page cache keeps it once.
 */
export function publicOrigin(
  config: Pick<AppConfig, "NODE_ENV" | "PUBLIC_HOSTS" | "PORT" | "PUBLIC_PORT">,
  edition: EditionId,
  mode: ShopMode = "default",
): string {
  return shopOrigin(edition, publicEnvironment(config), publicPort(config), mode);
}

/** The port of the local hosts' URLs (mail links, the development partners' origin): PUBLIC_PORT behind a local proxy, else PORT. */
export function publicPort(config: Pick<AppConfig, "PORT" | "PUBLIC_PORT">): number {
  return config.PUBLIC_PORT ?? config.PORT;
}

/**
 * The address the server listens on: HOST when set; else loopback (127.0.0.1) outside production,
 * so a development shop and its /dev/mailbox are not reachable from the network, and every IPv4
 * interface (0.0.0.0) in production, where a proxy or container network reaches it (decision 0018).
 */
export function listenHost(config: Pick<AppConfig, "NODE_ENV" | "HOST">): string {
  return config.HOST ?? (config.NODE_ENV === "production" ? "0.0.0.0" : "127.0.0.1");
}
