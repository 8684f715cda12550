/** The SEPA schema check of a payout file (decision 0037): xmllint (Debian's libxml2-utils) against the EPC XSD beside the project. */
import { execFileSync } from "node:child_process";
import path from "node:path";

export const SEPA_XSD = path.resolve(import.meta.dirname, "../../../shared/fixtures/sepa/pain.001.001.09.xsd");

/** xmllint's verdict on `xml` against the pain.001.001.09 schema: "" when it validates, else its complaint. */
export function xmllintErrors(xml: string): string {
  try {
    execFileSync("xmllint", ["--noout", "--schema", SEPA_XSD, "-"], { input: xml, stdio: ["pipe", "pipe", "pipe"] });
    return "";
  } catch (err) {
    return String((err as { stderr?: Buffer }).stderr ?? err);
  }
}
