import { describe, expect, it } from "vitest";
import { aganOrigin, composeInviteMail, composeResetMail } from "./mail.server.ts";

describe("portal mails", () => {
  it.each(
    Object.entries({
      "http://de.localhost:3000": "http://agan.de.localhost:3000",
      "https://www.sellback.de": "https://agan.sellback.de",
      "https://test.sellback.de": "https://agan.test.sellback.de",
    }),
  )("the agan host of the de shop origin, locally and in production: %s", (origin, agan) => {
    expect(aganOrigin(origin)).toBe(agan);
  });

  it("invite and reset links go to the password page of the agan host with the token", () => {
    for (const mail of [
      composeInviteMail("https://www.sellback.de", "Petra", "Demo Handelskette", "tok_abc"),
      composeResetMail("https://www.sellback.de", "Petra", "tok_abc"),
    ]) {
      const button = mail.blocks.find((b) => b.kind === "button");
      expect(button && "href" in button ? button.href : "").toBe("https://agan.sellback.de/portal/passwort?token=tok_abc");
      expect(mail.locale).toBe("de");
    }
  });
});
