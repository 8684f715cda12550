import { inputString, z } from "../shared/index.ts";

/** The back office's login form and `POST /api/backoffice/auth/login` read the same fields. */
export const staffLoginSchema = z.object({
  email: inputString({ error: "backoffice.login.emailMissing" })
    .trim()
    .min(1, "backoffice.login.emailMissing")
    .max(254, "validation.tooLong"),
  password: inputString({ error: "backoffice.login.passwordMissing" })
    .min(1, "backoffice.login.passwordMissing")
    .max(1000, "validation.tooLong"),
  otp: inputString().trim().max(40, "validation.tooLong").optional(),
});
