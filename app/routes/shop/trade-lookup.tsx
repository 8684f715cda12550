import { useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/trade-lookup";
import { pathFor } from "../../../core/editions/index.ts";
import { nowFrom } from "../../../core/shared/index.ts";
import { lookupTrade } from "../../../core/trade/index.server.ts";
import { TRADE_LOOKUP_LIMITS, tradeLookupSchema } from "../../../core/trade/index.ts";
import { mailOrigin } from "../../../server/config/config.server.ts";
import { formValues, issuesToErrors } from "../../features/account/errors.ts";
import { Field } from "../../features/account/form.tsx";
import { AccountForm, AccountFormPage } from "../../features/account/form-page.tsx";
import { Notice } from "../../ui/notice.tsx";
import { accountSession, respond } from "../../../server/sessions/shop.server.ts";
import { LocalizedLink, useT } from "../../i18n/i18n.tsx";
import { noindexMeta } from "../../lib/meta.ts";
import { pageSession, postedForm, formPage, changeThen } from "./account-form.server.ts";

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
  return changeThen(session, values, `${pathFor(ctx.edition, "tradeLookup")}?sent=1`, async () => {
    await lookupTrade({
      db: ctx.deps.database.db,
      mailer: ctx.deps.mailer,
      edition: ctx.edition,
      originFor: (edition) => mailOrigin(ctx.deps.config, edition),
      clientKey: ctx.clientKey,
      now: nowFrom(ctx.deps),
      input: parsed.data,
    });
  });
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
  const bound = { form: "lookup", errors, values: result?.values, required: true };
  return (
    <AccountFormPage
      page="tradeLookup"
      className="trade-lookup narrow-form"
      status={
        <Notice look="shop" data-testid="lookup-sent">
          {sent ? t("lookup.sent") : null}
        </Notice>
      }
      result={{ formError: result?.formError, errors }}
      back={
        <>
          {t("lookup.haveAccount")} <LocalizedLink to="account">{t("lookup.toAccount")}</LocalizedLink>
        </>
      }
    >
      <AccountForm csrf={csrf} submit={t("lookup.submit")}>
        <Field
          {...bound}
          name="tradeNumber"
          label={t("lookup.field.tradeNumber")}
          hint={t("lookup.hint.tradeNumber")}
          autoComplete="off"
          maxLength={TRADE_LOOKUP_LIMITS.tradeNumber}
        />
        <Field
          {...bound}
          name="email"
          label={t("lookup.field.email")}
          type="email"
          autoComplete="email"
          maxLength={TRADE_LOOKUP_LIMITS.email}
        />
      </AccountForm>
    </AccountFormPage>
  );
}
