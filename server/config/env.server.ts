import type { EditionId, MessagesLocale, ShopMode, Surface } from "../../core/editions/index.ts";
import type { Database } from "../../db/client.server.ts";
import type { PasswordHashing } from "../../core/credentials/index.server.ts";
import type { Mailer } from "../../core/mail/index.server.ts";
import type { Clock } from "../../core/shared/index.ts";
import type { AppConfig } from "./config.server.ts";
import type { Lifecycle } from "../runtime/lifecycle.server.ts";
import type { Secrets } from "./secrets.server.ts";

import type { FileStorage } from "../../core/storage/index.server.ts";
import type { PhotoDecodes } from "../../core/inspection/index.server.ts";

/** What every request handler may use: built once at start, passed down as plain values. */
export interface AppDeps {
  database: Database;
  config: AppConfig;
  secrets: Secrets;
  buildVersion: string;
  mailer: Mailer;
  /** argon2id parameters; unset = the production ones. Only tests pass cheaper ones. */
  passwordHashing?: PasswordHashing;
  /** "Now" for every rule that depends on time; unset = the system clock. Tests set their own. */
  clock?: Clock;
  /** Where uploads are stored; unset = DATA_DIR/uploads (core/storage). Tests set their own folder. */
  storage?: FileStorage;
  /** Where inspection photos are decoded (decision 0069); unset = this process's photo worker threads. */
  photoDecodes?: PhotoDecodes;
  /** Whether this instance is shutting down (SIGTERM, decision 0053); unset = never. */
  lifecycle?: Lifecycle;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    edition: EditionId;
    mode: ShopMode;
    /** The shop or the back office (decision 0023), from the host. */
    surface: Surface;
    locale: MessagesLocale;
    nonce: string;
    clientKey: string;
    /** Whether the socket peer is a proxy TRUST_PROXY names (decision 0018). */
    fromTrustedProxy: boolean;
    /** This request's id: the trusted proxy's X-Request-Id or a new one (decision 0053). */
    requestId: string;
    /** On a widget host with a valid `?partner=`: the partner's origins, for frame-ancestors (decision 0045). */
    widgetFrameOrigins?: readonly string[];
  };
}
