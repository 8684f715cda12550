import nodemailer from "nodemailer";
import { describe, expect, it } from "vitest";
import { parseEml } from "./eml.server.ts";

describe("parseEml", () => {
  it("reads what the development mailer writes: encoded subject, text and HTML parts in UTF-8", async () => {
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
    const info = (await transport.sendMail({
      from: "noreply@sellback.de",
      to: "kunde@example.com",
      subject: "Bitte bestätigen Sie Ihre Newsletter-Anmeldung – jetzt",
      text: "Grüße\nLink: http://de.localhost/newsletter/confirm/abc_DEF-123",
      html: "<p>Grüße <a href=\"http://de.localhost/x\">Bestätigen</a></p>",
    })) as unknown as { message: Buffer };
    const mail = parseEml(info.message.toString("utf8"));
    expect(mail.subject).toBe("Bitte bestätigen Sie Ihre Newsletter-Anmeldung – jetzt");
    expect(mail.to).toBe("kunde@example.com");
    expect(mail.text).toBe("Grüße\nLink: http://de.localhost/newsletter/confirm/abc_DEF-123");
    expect(mail.html).toContain('<a href="http://de.localhost/x">Bestätigen</a>');
    expect(mail.date).toBeInstanceOf(Date);
  });
});
