/**
 * The device register's part of a device on the back office's trade page (decision 0096): the
 * inspection's register status and each stored answer (where it was asked, the result with the
 * register's finding, its reference and when), as terms of the device's facts list.
 */
import type { RegisterCheckView, RegisterStatus } from "../../../core/device-register/index.ts";
import { useT } from "../../i18n/i18n.tsx";
import { DateTime } from "../../ui/date-time.tsx";

export function RegisterFacts({ register }: { register: { status: RegisterStatus | null; checks: RegisterCheckView[] } }) {
  const t = useT();
  if (!register.status && !register.checks.length) return null;
  return (
    <>
      <dt>{t("backoffice.register.title")}</dt>
      <dd data-testid="register-result">
        {register.status ? <div>{t(`backoffice.register.status.${register.status}`)}</div> : null}
        {register.checks.length ? (
          <ul>
            {register.checks.map((c) => (
              <li key={`${c.checkedAt}-${c.reference ?? ""}-${c.context}`}>
                {t(c.result === "blocked" ? `backoffice.register.answer.${c.finding ?? "blocked"}` : "backoffice.register.answer.clear")} ·{" "}
                {t(`backoffice.register.context.${c.context === "store" ? "store" : "inspection"}`)} · {t("backoffice.register.reference")}{" "}
                <code className="bo-mono" translate="no">
                  {c.reference ?? "–"}
                </code>{" "}
                · <DateTime value={c.checkedAt} />{" "}
                <span className="bo-sub" translate="no">
                  ({c.provider})
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </dd>
    </>
  );
}
