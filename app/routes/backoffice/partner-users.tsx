import { data, Form, Link, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/partner-users";
import { partnerById, storesOf } from "../../../core/partners/index.server.ts";
import {
  sendInviteMail,
  deactivatePartnerUser,
  invitePartnerUser,
  listPartnerUsers,
  resendPartnerInvite,
} from "../../../core/partner-users/index.server.ts";
import { inviteSchema } from "../../../core/partner-users/index.ts";
import { inputString, ProblemError } from "../../../core/shared/index.ts";
import { parseWith } from "../../../server/http/problem.server.ts";
import { mailOrigin } from "../../../server/config/config.server.ts";
import { formAction, formObject } from "../../../server/http/form-action.server.ts";
import { requireStaffPage, staffPageContext } from "../../../server/sessions/backoffice.server.ts";
import { ErrorSummary, type FormErrors } from "../../ui/form.tsx";
import { InputField, SelectField } from "../../ui/input-field.tsx";
import { Notice } from "../../ui/notice.tsx";
import { useErrorsInWords } from "../../i18n/form-errors.ts";
import { DataTable } from "../../ui/data-table.tsx";
import { DateTime } from "../../ui/date-time.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { useFormReset } from "../../ui/form-reset.ts";
import { assertSameOrigin } from "../../../server/sessions/origin.server.ts";

export const meta: Route.MetaFunction = () => [{ title: "Portal users – Sellback back office" }];

const userId = inputString().regex(/^[0-9a-f-]{36}$/);

async function partnerOf(context: Route.LoaderArgs["context"], request: Request, partnerId: string) {
  const page = context.get(staffPageContext);
  const staff = requireStaffPage(page, new URL(request.url), "admin");
  const partner = /^[0-9a-f-]{36}$/.test(partnerId) ? await partnerById(page.ctx.deps.database.db, partnerId) : null;
  if (!partner) throw data({ kind: "notFound" }, { status: 404 });
  return { page, staff, partner };
}

/** A partner's portal users (admin): list, invite with role and store, resend the invite, deactivate; each audited (core/partner-users). */
export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { page, partner } = await partnerOf(context, request, params.partnerId);
  const db = page.ctx.deps.database.db;
  const [users, stores] = await Promise.all([listPartnerUsers(db, partner.id), storesOf(db, partner.id, { activeOnly: true })]);
  return {
    partner: { id: partner.id, name: partner.name, kind: partner.kind },
    users,
    stores: stores.map((s) => ({ id: s.id, name: s.name })),
  };
}

export async function action({ context, request, params }: Route.ActionArgs) {
  assertSameOrigin(request);
  const { page, staff, partner } = await partnerOf(context, request, params.partnerId);
  const form = await request.formData();
  const by = { id: staff.staff.id, email: staff.staff.email };
  const origin = mailOrigin(page.ctx.deps.config, "de");
  return formAction(async () => {
    const intent = form.get("intent");
    if (intent === "invite") {
      if (partner.kind !== "agan") throw new ProblemError(409, "conflict", "backoffice.partnerUsers.notAgan");
      const input = parseWith(inviteSchema, formObject(form));
      const { token } = await invitePartnerUser(page.env, by, {
        partnerId: partner.id,
        email: input.email,
        displayName: input.displayName,
        roles: [input.role],
        storeId: input.storeId,
      });
      await sendInviteMail(page.ctx.deps.mailer, origin, input.email, input.displayName, partner.name, token);
      return { notice: "invited" as const, email: input.email };
    }
    const id = userId.safeParse(form.get("userId"));
    if (!id.success) throw new ProblemError(422, "validation");
    if (intent === "resend") {
      const { token, user } = await resendPartnerInvite(page.env, by, partner.id, id.data);
      await sendInviteMail(page.ctx.deps.mailer, origin, user.email, user.displayName, partner.name, token);
      return { notice: "resent" as const };
    }
    if (intent === "deactivate") {
      await deactivatePartnerUser(page.env, by, partner.id, id.data);
      return { notice: "deactivated" as const };
    }
    throw new ProblemError(422, "validation");
  });
}

export default function PartnerUsers() {
  const t = useT();
  const { partner, users, stores } = useLoaderData<typeof loader>();
  const result = useErrorsInWords(
    useActionData<typeof action>() as { errors?: FormErrors; notice?: "invited" | "resent" | "deactivated"; email?: string } | undefined,
  );
  const errors = result?.errors;
  // after an invite the form is empty again for the next one
  const inviteForm = useFormReset(result?.notice === "invited" && result);
  const labels = {
    email: t("backoffice.partnerUsers.email"),
    displayName: t("backoffice.partnerUsers.name"),
    role: t("backoffice.partnerUsers.role"),
    storeId: t("backoffice.partnerUsers.store"),
  };
  return (
    <div className="bo-page">
      <p>
        <Link to={`/partners/${partner.id}`}>{t("backoffice.partnerUsers.back")}</Link>
      </p>
      <h1>{t("backoffice.partnerUsers.title", { partner: partner.name })}</h1>
      <p>{t("backoffice.partnerUsers.intro")}</p>
      <Notice>{result?.notice ? t(`backoffice.partnerUsers.${result.notice}`, { email: result.email ?? "" }) : null}</Notice>

      <ErrorSummary errors={errors} labels={labels} />
      <section className="bo-card" aria-labelledby="users-title">
        <h2 id="users-title">{t("backoffice.partnerUsers.list")}</h2>
        {users.length ? (
          <DataTable
            rows={users}
            rowKey={(u) => u.id}
            columns={[
              { header: labels.email, rowHeader: true, cell: (u) => u.email },
              { header: labels.displayName, cell: (u) => u.displayName },
              { header: labels.role, cell: (u) => u.roles.map((r) => t(`backoffice.partnerUsers.roles.${r}`)).join(", ") },
              { header: labels.storeId, cell: (u) => u.storeName ?? "–" },
              {
                header: t("backoffice.partnerUsers.state"),
                cell: (u) => t(`backoffice.partnerUsers.states.${!u.active ? "inactive" : u.passwordSet ? "active" : "invited"}`),
              },
              {
                header: t("backoffice.partnerUsers.lastLogin"),
                cell: (u) => (u.lastLoginAt ? <DateTime value={u.lastLoginAt} seconds /> : "–"),
              },
              {
                header: t("backoffice.partnerUsers.actions"),
                cell: (u) => (
                  <>
                    {u.active && !u.passwordSet ? (
                      <Form method="post">
                        <input type="hidden" name="intent" value="resend" />
                        <input type="hidden" name="userId" value={u.id} />
                        <button type="submit" className="secondary">
                          {t("backoffice.partnerUsers.resend")}
                        </button>
                      </Form>
                    ) : null}
                    {u.active ? (
                      <Form method="post">
                        <input type="hidden" name="intent" value="deactivate" />
                        <input type="hidden" name="userId" value={u.id} />
                        <button type="submit" className="secondary" aria-label={`${t("backoffice.partnerUsers.deactivate")}: ${u.email}`}>
                          {t("backoffice.partnerUsers.deactivate")}
                        </button>
                      </Form>
                    ) : null}
                  </>
                ),
              },
            ]}
          />
        ) : (
          <p>{t("backoffice.partnerUsers.none")}</p>
        )}
      </section>
      {partner.kind === "agan" ? (
        <section className="bo-card" aria-labelledby="invite-title">
          <h2 id="invite-title">{t("backoffice.partnerUsers.inviteTitle")}</h2>
          <Form method="post" noValidate ref={inviteForm}>
            <input type="hidden" name="intent" value="invite" />
            <InputField
              id="email"
              label={labels.email}
              error={errors?.fields?.email}
              input={{ type: "email", autoComplete: "off", spellCheck: false, required: true }}
            />
            <InputField
              id="displayName"
              label={labels.displayName}
              error={errors?.fields?.displayName}
              input={{ autoComplete: "off", required: true }}
            />
            <SelectField
              id="role"
              label={labels.role}
              error={errors?.fields?.role ?? errors?.fields?.roles}
              select={{ defaultValue: "store_staff" }}
              options={(["store_staff", "partner_manager"] as const).map((r) => ({
                value: r,
                label: t(`backoffice.partnerUsers.roles.${r}`),
              }))}
            />
            <SelectField
              id="storeId"
              label={labels.storeId}
              error={errors?.fields?.storeId}
              select={{ defaultValue: "" }}
              placeholder={t("backoffice.partnerUsers.storeNone")}
              options={stores.map((s) => ({ value: String(s.id), label: s.name }))}
            />
            <button type="submit">{t("backoffice.partnerUsers.invite")}</button>
          </Form>
        </section>
      ) : (
        <p>{t("backoffice.partnerUsers.notAgan")}</p>
      )}
    </div>
  );
}
