/**
 * The privacy page names the device register only while the check is on (decision 0096): the
 * `{{if.registerCheck}}…{{end.registerCheck}}` section of every edition's seeded privacy page is
 * shown with the switch on and left out, markers and all, with it off (the default: no credentials).
 */
import { afterEach, describe, expect, it } from "vitest";
import { contentByEdition } from "../../db/seed/content-data/index.ts";
import { EDITIONS } from "../editions/index.ts";
import { configureContentSwitches, renderContentPage } from "./index.server.ts";

const SENT_TO = {
  en: "we pass only that number",
  de: "übermitteln wir nur diese Nummer",
  at: "übermitteln wir nur diese Nummer",
  es: "solo comunicamos ese número",
  fr: "nous transmettons uniquement ce numéro",
  it: "comunichiamo solo quel numero",
} as const;

describe("the privacy page's register sentence", () => {
  afterEach(() => configureContentSwitches({ registerCheck: false }));

  for (const edition of EDITIONS) {
    it(`${edition}: shown only while the check is on`, () => {
      const page = contentByEdition[edition].privacy;
      expect(page.markdown).toContain("{{if.registerCheck}}");
      const off = renderContentPage(edition, page).html;
      expect(off).not.toContain(SENT_TO[edition]);
      expect(off).not.toContain("registerCheck");
      expect(off).not.toContain("{{");
      configureContentSwitches({ registerCheck: true });
      const on = renderContentPage(edition, page).html;
      expect(on).toContain(SENT_TO[edition]);
      expect(on).not.toContain("registerCheck");
      // the text after the section stays in both
      const after = on.slice(on.indexOf(SENT_TO[edition])).split(". ").slice(2).join(". ").slice(0, 40);
      expect(after.length).toBeGreaterThan(0);
      expect(off).toContain(after);
    });
  }
});
