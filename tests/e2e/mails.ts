/** The mails the browser tests' server wrote into E2E_DATA_DIR/mail (decoded by tests/helpers/mails.ts). */
import path from "node:path";
import { readMails } from "../helpers/mails.ts";

export { linksIn } from "../helpers/mails.ts";

/** Every mail to `email`, oldest first. */
export const mailsTo = (email: string): string[] => readMails(path.join(process.env.E2E_DATA_DIR!, "mail"), email);
