import nodemailer from "nodemailer";
import { describe, expect, it } from "vitest";
import { renderMail } from "../../core/mail/index.server.ts";
import { parseEml } from "./eml.server.ts";

describe("parseEml", () => {
  it("reads what the development mailer writes: encoded subject, text and HTML parts in UTF-8", async () => {
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
    const info = (await transport.sendMail({
      from: "noreply@sellback.de",
      to: "kunde@example.com",
      subject: "Bitte bestätigen Sie Ihre Newsletter-Anmeldung – jetzt",
      text: "Grüße\nLink: http://de.localhost/newsletter/confirm/abc_DEF-123",
      html: '<p>Grüße <a href="http://de.localhost/x">Bestätigen</a></p>',
    })) as unknown as { message: Buffer };
    const mail = parseEml(info.message.toString("utf8"));
    expect(mail.subject).toBe("Bitte bestätigen Sie Ihre Newsletter-Anmeldung – jetzt");
    expect(mail.to).toBe("kunde@example.com");
    expect(mail.text).toBe("Grüße\nLink: http://de.localhost/newsletter/confirm/abc_DEF-123");
    expect(mail.html).toContain('<a href="http://de.localhost/x">Bestätigen</a>');
    expect(mail.date).toBeInstanceOf(Date);
  });

  it("reads a templated mail: text, HTML and the inline logo by Content-ID", async () => {
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
    const rendered = await renderMail({
      edition: "de",
      locale: "de",
      lang: "de",
      origin: "http://de.localhost:3000",
      subject: "Grüße",
      greeting: "Hallo,",
      blocks: [{ kind: "text", text: "Alles gut." }],
    });
    const info = (await transport.sendMail({ from: "noreply@sellback.de", to: "kunde@example.com", ...rendered })) as unknown as {
      message: Buffer;
    };
    const mail = parseEml(info.message.toString("utf8"));
    expect(mail.text).toContain("Alles gut.");
    expect(mail.html).toContain('src="cid:logo@sellback"');
    expect(mail.inline["logo@sellback"]).toMatch(/^data:image\/png;base64,iVBOR/);
  });
});
