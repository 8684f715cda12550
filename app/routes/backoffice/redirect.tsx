import { Form, redirect, useActionData, useLoaderData } from "react-router";
import type { Route } from "./+types/redirect";
import { siteLinks } from "../../features/backoffice/site-nav.tsx";
import { isEditionId } from "../../../core/editions/index.ts";
import { deleteRedirect, getRedirect, saveRedirect } from "../../../core/redirects/index.server.ts";
import {
  redirectIdParams,
  redirectInputSchema,
  MAX_REDIRECT_HOPS,
  REDIRECT_LIMITS,
  REDIRECT_STATUSES,
} from "../../../core/redirects/index.ts";
import { parseWith } from "../../../server/http/problem.server.ts";
import { openSitePage, siteFormPost, siteFormAction, type SiteFormErrors } from "./site-forms.server.ts";
import { ErrorSummary, Field } from "../../ui/form.tsx";
import { useErrorsInWords } from "../../i18n/form-errors.ts";
import { SiteEditHead } from "../../features/backoffice/site-edit-head.tsx";
import { CODE_INPUT, InputField } from "../../ui/input-field.tsx";
import { useT } from "../../i18n/i18n.tsx";
import { ConfirmStep } from "../../ui/confirm-step.tsx";
import { pageNotFound } from "../../lib/errors.ts";
import { EditionOptions } from "../../ui/list-page.tsx";

export const links: Route.LinksFunction = siteLinks;
export const meta: Route.MetaFunction = ({ params }) => [
  { title: `${params.id ? `Redirect ${params.id}` : "New redirect"} | Sellback back office` },
];

async function existing(db: Parameters<typeof getRedirect>[0], raw: string | undefined, url: URL) {
  if (raw === undefined) return null;
  const parsed = redirectIdParams.safeParse({ id: raw });
  const row = parsed.success ? await getRedirect(db, parsed.data.id) : null;
  if (!row) throw pageNotFound(url.pathname, "noEntity");
  return row;
}

/** One redirect to create (/redirects/new) or change (/redirects/{id}); catalog or admin. */
export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { db } = openSitePage({ context, url });
  const row = await existing(db, params.id, url);
  const edition = url.searchParams.get("edition");
  return { row, edition: isEditionId(edition) ? edition : "de", saved: url.searchParams.get("saved") === "1" };
}

/** Saves or deletes: the same core calls as POST/PUT/DELETE /api/backoffice/redirects. */
export async function action({ context, params, request, url }: Route.ActionArgs) {
  const { form, db, actor } = await siteFormPost({ context, request, url });
  const row = await existing(db, params.id, url);
  return siteFormAction(form, async () => {
    if (form.intent === "delete" && row) {
      await deleteRedirect(db, row.id, actor);
      throw redirect("/redirects?done=deleted");
    }
    const input = parseWith(redirectInputSchema, {
      edition: form.edition,
      sourcePath: form.sourcePath ?? "",
      target: form.target ?? "",
      status: Number(form.status),
      external: form.external === "on",
    });
    const saved = await saveRedirect(db, input, actor, row?.id);
    throw redirect(`/redirects/${saved.id}?saved=1`);
  });
}

export default function RedirectEdit() {
  const t = useT();
  const { row, edition, saved } = useLoaderData<typeof loader>();
  const result = useErrorsInWords(
    useActionData<typeof action>() as { errors?: SiteFormErrors; values?: Record<string, string> } | undefined,
  );
  const errors = result?.errors;
  const typed = result?.values;
  const value = (name: "edition" | "sourcePath" | "target", stored: string | undefined) => typed?.[name] ?? stored ?? "";
  const labels = {
    edition: t("backoffice.site.edition"),
    sourcePath: t("backoffice.redirects.source"),
    target: t("backoffice.redirects.target"),
    status: t("backoffice.redirects.status"),
    external: t("backoffice.redirects.external"),
  };
  const heading = row ? t("backoffice.redirects.editTitle") : t("backoffice.redirects.newTitle");
  return (
    <div className="bo-page">
      <SiteEditHead
        back={{ to: "/redirects", label: t("backoffice.redirects.back") }}
        title={heading}
        saved={saved ? t("backoffice.redirects.saved") : null}
      />
      <ErrorSummary errors={errors} labels={labels} />
      <Form method="post" noValidate className="bo-form bo-card" key={JSON.stringify(typed ?? row)}>
        <Field id="edition" label={labels.edition} hint={t("backoffice.redirects.editionHint")} error={errors?.fields?.edition}>
          {(a) => (
            <select {...a} defaultValue={value("edition", row?.edition ?? edition)}>
              <EditionOptions />
            </select>
          )}
        </Field>
        <InputField
          id="sourcePath"
          label={labels.sourcePath}
          hint={t("backoffice.redirects.sourceHint")}
          error={errors?.fields?.sourcePath}
          input={{ ...CODE_INPUT, defaultValue: value("sourcePath", row?.sourcePath), maxLength: REDIRECT_LIMITS.source, required: true }}
        />
        <InputField
          id="target"
          label={labels.target}
          hint={t("backoffice.redirects.targetHint", { hops: MAX_REDIRECT_HOPS })}
          error={errors?.fields?.target}
          input={{ ...CODE_INPUT, defaultValue: value("target", row?.target), maxLength: REDIRECT_LIMITS.target, required: true }}
        />
        {errors?.chain?.length ? (
          <p className="bo-notice bo-notice--warn bo-mono bo-break" data-testid="redirect-chain">
            {errors.chain.join(" → ")}
          </p>
        ) : null}
        <div className="bo-check">
          <input
            id="external"
            name="external"
            type="checkbox"
            defaultChecked={typed ? typed.external === "on" : (row?.external ?? false)}
            aria-describedby="external-hint"
          />
          <div>
            <label htmlFor="external">{labels.external}</label>
            <p className="bo-hint" id="external-hint">
              {t("backoffice.redirects.externalHint")}
            </p>
          </div>
        </div>
        <Field id="status" label={labels.status} error={errors?.fields?.status}>
          {(a) => (
            <select {...a} defaultValue={typed?.status ?? String(row?.status ?? 301)}>
              {REDIRECT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t(`backoffice.redirects.status${s}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="bo-actions">
          <button type="submit" name="intent" value="save">
            {t("backoffice.redirects.save")}
          </button>
        </div>
      </Form>
      {row ? (
        <ConfirmStep
          className="bo-card"
          heading={<h2>{t("backoffice.redirects.deleteTitle")}</h2>}
          text={t("backoffice.redirects.deleteHint")}
          intent="delete"
          button={t("backoffice.redirects.delete")}
          buttonClass="bo-danger"
        />
      ) : null}
    </div>
  );
}
