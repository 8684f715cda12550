/**
 * The POST handler of a form the shop mails on (contact, B2B leads): validates the JSON body,
 * hands it to the module's submit with the request's edition, client key and clock, and answers
 * 201 with the stored row's id.
 */
import type { Context } from "hono";
import type { z } from "zod";
import type { Db } from "../../db/client.server.ts";
import type { EditionId } from "../../core/editions/index.ts";
import type { Mailer } from "../../core/mail/index.server.ts";
import { nowFrom } from "../../core/shared/index.ts";
import { mailOrigin } from "../config/config.server.ts";
import type { AppEnv } from "../config/env.server.ts";
import { readJson } from "../http/problem.server.ts";

type MailedFormSubmit<I> = (
  db: Db,
  mailer: Mailer,
  origin: string,
  edition: EditionId,
  input: I,
  clientKey: string,
  now: Date,
) => Promise<{ id: number }>;

export function postMailedForm<S extends z.ZodType>(schema: S, submit: MailedFormSubmit<z.infer<S>>) {
  return async (c: Context<AppEnv>) => {
    const input = await readJson(c, schema);
    const deps = c.get("deps");
    const edition = c.get("edition");
    const { id } = await submit(
      deps.database.db,
      deps.mailer,
      mailOrigin(deps.config, edition),
      edition,
      input,
      c.get("clientKey"),
      nowFrom(deps),
    );
    return c.json({ id }, 201);
  };
}
