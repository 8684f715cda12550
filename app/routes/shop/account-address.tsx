import { useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/account-address";
import { getAddress, updateAddress } from "../../../core/customer/index.server.ts";
import { pathFor } from "../../../core/editions/index.ts";
import { formValues } from "../../features/account/errors.ts";
import { ADDRESS_FIELDS, AddressFields } from "../../features/account/fields.tsx";
import { AccountForm, AccountFormPage } from "../../features/account/form-page.tsx";

import { respond, loggedInSession } from "../../../server/sessions/shop.server.ts";
import { LocalizedLink, useT } from "../../i18n/i18n.tsx";
import { noindexMeta } from "../../lib/meta.ts";
import { pageSession, postedForm, formPage, changeThen } from "./account-form.server.ts";

export async function loader({ context, request, url }: Route.LoaderArgs) {
  const { ctx, session } = await pageSession({ context, request, url }, loggedInSession);
  const address = await getAddress(ctx.deps.database.db, session.customerId).catch(() => null);
  return respond(session, {
    ...formPage(ctx, "accountAddressChange", session),
    address: address ? Object.fromEntries(ADDRESS_FIELDS.map((f) => [f, String(address[f] ?? "")])) : {},
  });
}

export async function action({ context, request, url }: Route.ActionArgs) {
  const { ctx, session, form } = await postedForm({ context, request, url }, loggedInSession);
  const values = formValues(form, ADDRESS_FIELDS);
  return changeThen(session, values, `${pathFor(ctx.edition, "account")}?done=address`, () =>
    updateAddress(ctx.deps.database.db, session.customerId, ctx.edition, values),
  );
}

export const meta: Route.MetaFunction = noindexMeta;

export default function AddressChange() {
  const { csrf, address } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const t = useT();
  return (
    <AccountFormPage
      page="accountAddressChange"
      className="account-address"
      result={result}
      back={<LocalizedLink to="account">{t("accountUi.back")}</LocalizedLink>}
    >
      <AccountForm csrf={csrf} submit={t("accountUi.save.address")}>
        <AddressFields form="address" errors={result?.errors} values={result?.values ?? address} />
      </AccountForm>
    </AccountFormPage>
  );
}
