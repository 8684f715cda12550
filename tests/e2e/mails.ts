/** The mails the browser tests' server wrote into E2E_DATA_DIR/mail, decoded (quoted-printable, UTF-8). */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const mailFolder = () => path.join(process.env.E2E_DATA_DIR!, "mail");

/** Every mail to `email`, oldest first, with quoted-printable soft breaks and =XX bytes decoded. */
export const mailsTo = (email: string): string[] =>
  existsSync(mailFolder())
    ? readdirSync(mailFolder())
        .sort()
        .map((f) => readFileSync(path.join(mailFolder(), f), "utf8").replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, h: string) => String.fromCharCode(parseInt(h, 16))))
        .filter((m) => m.includes(`To: ${email}`))
    : [];
