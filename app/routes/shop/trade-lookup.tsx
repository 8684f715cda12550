import { Form, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/trade-lookup";
import { pathFor } from "../../../core/editions/index.ts";
import { nowFrom } from "../../../core/shared/index.ts";
import { lookupTrade } from "../../../core/trade/index.server.ts";
import { TRADE_LOOKUP_LIMITS, tradeLookupSchema } from "../../../core/trade/index.ts";
import { mailOrigin } from "../../../server/config/config.server.ts";
import { formValues, issuesToErrors } from "../../features/account/errors.ts";
import { CsrfField, Field, FormAlert } from "../../features/account/form.tsx";
import { accountSession, redirectWith, respond } from "../../../server/sessions/shop.server.ts";
import { LocalizedLink, useT } from "../../i18n/i18n.tsx";
import { noindexMeta } from "../../lib/meta.ts";
import { pageSession, postedForm, formPage, refused } from "./account-form.server.ts";

/**
 * Trade lookup (decision 0031): a trade number and the e-mail address it was placed with; when
 * they belong together the tracking link is mailed to that address. The page says the same in
 * every case and works without JavaScript (post, then redirect to `?sent=1`).
 */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  const { ctx, session } = await pageSession({ context, request, url }, accountSession);
  return respond(session, {
    ...formPage(ctx, "tradeLookup", session),
    sent: url.searchParams.get("sent") === "1",
  });
}

export async function action({ context, request, url }: Route.ActionArgs) {
  const { ctx, session, form } = await postedForm({ context, request, url }, accountSession);
  const values = formValues(form, ["tradeNumber", "email"]);
  const parsed = tradeLookupSchema.safeParse(values);
  if (!parsed.success)
    return respond(session, { values, errors: issuesToErrors(parsed.error.issues), formError: null as string | null }, 422);
  try {
    await lookupTrade({
      db: ctx.deps.database.db,
      mailer: ctx.deps.mailer,
      edition: ctx.edition,
      originFor: (edition) => mailOrigin(ctx.deps.config, edition),
      clientKey: ctx.clientKey,
      now: nowFrom(ctx.deps),
      input: parsed.data,
    });
  } catch (err) {
    return refused(session, values, err);
  }
  return redirectWith(session, `${pathFor(ctx.edition, "tradeLookup")}?sent=1`);
}

export const meta: Route.MetaFunction = noindexMeta;

export default function TradeLookup() {
  const { csrf, sent } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const t = useT();
  const errors = result?.errors
    ? Object.fromEntries(
        Object.entries(result.errors).map(([k, v]) => [
          k,
          v === "validation.tooLong"
            ? t("validation.tooLongMax", { max: TRADE_LOOKUP_LIMITS[k as keyof typeof TRADE_LOOKUP_LIMITS] ?? 0 })
            : v,
        ]),
      )
    : undefined;
  return (
    <div className="page trade-lookup narrow-form">
      <h1>{t("page.tradeLookup.heading")}</h1>
      <p className="lead">{t("page.tradeLookup.intro")}</p>
      {sent ? (
        <p role="status" className="notice success" data-testid="lookup-sent">
          {t("lookup.sent")}
        </p>
      ) : null}
      <FormAlert message={result?.formError} fields={errors} />
      <Form method="post" noValidate className="form">
        <CsrfField token={csrf} />
        <Field
          form="lookup"
          name="tradeNumber"
          label={t("lookup.field.tradeNumber")}
          hint={t("lookup.hint.tradeNumber")}
          autoComplete="off"
          required
          maxLength={TRADE_LOOKUP_LIMITS.tradeNumber}
          errors={errors}
          values={result?.values}
        />
        <Field
          form="lookup"
          name="email"
          label={t("lookup.field.email")}
          type="email"
          autoComplete="email"
          required
          maxLength={TRADE_LOOKUP_LIMITS.email}
          errors={errors}
          values={result?.values}
        />
        <button type="submit">{t("lookup.submit")}</button>
      </Form>
      <p>
        {t("lookup.haveAccount")} <LocalizedLink to="account">{t("lookup.toAccount")}</LocalizedLink>
      </p>
    </div>
  );
}
