import { describe, expect, it } from "vitest";
import { aganOrigin, composeInviteMail, composeResetMail } from "./mail.server.ts";

describe("portal mails", () => {
  it("the agan host of the de shop origin, locally and in production", () => {
    expect(aganOrigin("http://de.localhost:3000")).toBe("http://agan.de.localhost:3000");
    expect(aganOrigin("https://www.sellback.de")).toBe("https://agan.sellback.de");
    expect(aganOrigin("https://test.sellback.de")).toBe("https://agan.test.sellback.de");
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
