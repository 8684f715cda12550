/**
 * The one mail template (decision 0032): react-email's table-based components, rendered by its
 * `render`, in the shop's colours (app/ui/styles.css tokens), one column up to 600 px that
 * narrows with the screen, the brand mark as an inline attachment (cid:, shown by Gmail,
 * Outlook, Apple Mail and Thunderbird without loading anything; data: URIs are blocked by Gmail
 * and Outlook), the brand name as live text beside it so a client that hides images still shows
 * it, and the footer with the edition's company facts and legal links. The text part comes from
 * the same content (text.ts). No font or stylesheet is fetched from anywhere; the only images
 * fetched are the catalog photos of the devices a mail lists (public, one URL for everyone, so
 * they tell nobody who opened the mail; decision 0104).
 */
// One package per component: the @react-email/components barrel also loads Tailwind, Markdown and
// a syntax highlighter (about 0.4 s and 47 MB at start for nothing the mails use).
import { Body } from "@react-email/body";
import { Button } from "@react-email/button";
import { Column } from "@react-email/column";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Img } from "@react-email/img";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { render } from "@react-email/render";
import { Row } from "@react-email/row";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import { BRAND_NAME } from "../../editions/index.ts";
import type { MailAttachment, MailBlock, MailContent, RenderedMail } from "./content.ts";
import { mailFooter, type MailFooter } from "./footer.ts";
import { LOGO_PNG_BASE64 } from "./logo.ts";
import { mailText } from "./text.ts";

/** The design tokens (app/ui/styles.css); every text colour has ≥ 4.5:1 contrast on its background. */
const COLOR = {
  brand: "#0b5c4a",
  brandDark: "#07402f",
  text: "#1b1f1e",
  muted: "#4a5552",
  line: "#d5dcd9",
  soft: "#f3f7f5",
  white: "#ffffff",
};
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
const LOGO_CID = "logo@sellback";

const logo: MailAttachment = {
  filename: "sellback.png",
  content: Buffer.from(LOGO_PNG_BASE64, "base64"),
  contentType: "image/png",
  cid: LOGO_CID,
};

const s = {
  body: { margin: 0, padding: "24px 0", backgroundColor: COLOR.soft, fontFamily: FONT, color: COLOR.text },
  container: {
    maxWidth: "600px",
    width: "100%",
    margin: "0 auto",
    backgroundColor: COLOR.white,
    border: `1px solid ${COLOR.line}`,
    borderRadius: "10px",
  },
  header: { padding: "20px 32px", borderBottom: `4px solid ${COLOR.brand}` },
  brand: { margin: 0, fontSize: "20px", lineHeight: "28px", fontWeight: 700, color: COLOR.brandDark },
  main: { padding: "8px 32px 24px" },
  p: { margin: "16px 0", fontSize: "16px", lineHeight: "24px", color: COLOR.text },
  strong: { margin: "16px 0", fontSize: "18px", lineHeight: "26px", fontWeight: 700, color: COLOR.brandDark },
  h2: { margin: "24px 0 8px", fontSize: "18px", lineHeight: "26px", color: COLOR.text },
  list: { margin: "8px 0 16px", paddingLeft: "24px", fontSize: "16px", lineHeight: "24px", color: COLOR.text },
  items: { margin: "8px 0 16px" },
  itemRow: { borderBottom: `1px solid ${COLOR.line}` },
  itemPicture: { width: "112px", padding: "8px 0", verticalAlign: "middle" },
  itemText: { margin: 0, fontSize: "16px", lineHeight: "24px", color: COLOR.text },
  button: {
    display: "inline-block",
    padding: "12px 20px",
    backgroundColor: COLOR.brand,
    color: COLOR.white,
    fontSize: "16px",
    fontWeight: 600,
    textDecoration: "none",
    borderRadius: "10px",
  },
  buttonLink: { margin: "4px 0 16px", fontSize: "13px", lineHeight: "20px", color: COLOR.muted, wordBreak: "break-all" as const },
  link: { color: COLOR.brand, textDecoration: "underline" },
  quote: {
    margin: "16px 0",
    padding: "8px 16px",
    borderLeft: `4px solid ${COLOR.line}`,
    fontSize: "15px",
    lineHeight: "22px",
    color: COLOR.text,
    whiteSpace: "pre-wrap" as const,
  },
  note: { margin: "16px 0 0", fontSize: "14px", lineHeight: "20px", color: COLOR.muted },
  footer: { padding: "16px 32px 24px", backgroundColor: COLOR.soft, borderRadius: "0 0 10px 10px" },
  small: { margin: "4px 0", fontSize: "12px", lineHeight: "18px", color: COLOR.muted },
  footerLink: { color: COLOR.muted, textDecoration: "underline" },
};

/** A text's own line breaks (a sign-off: "Kind regards," above "The Sellback team") as `<br>`, as the text part keeps them. */
function lines(text: string) {
  return text.split("\n").flatMap((line, i) => (i === 0 ? [line] : [<br key={i} />, line]));
}

/** Narrow screens: less padding, so the text keeps its width. */
const RESPONSIVE =
  "@media only screen and (max-width: 620px) { .sb-pad { padding-left: 16px !important; padding-right: 16px !important; } body { padding: 0 !important; } }";

function Block({ block }: { block: MailBlock }) {
  switch (block.kind) {
    case "text":
      return <Text style={block.strong ? s.strong : s.p}>{block.text}</Text>;
    case "heading":
      return (
        <Heading as="h2" style={s.h2}>
          {block.text}
        </Heading>
      );
    case "list": {
      const items = block.items.map((item, i) => <li key={i}>{item}</li>);
      return block.ordered ? <ol style={s.list}>{items}</ol> : <ul style={s.list}>{items}</ul>;
    }
    case "items":
      if (!block.items.some((item) => item.image)) return <Block block={{ kind: "list", items: block.items.map((item) => item.text) }} />;
      return (
        <Section style={s.items}>
          {block.items.map((item, i) => (
            <Row key={i} style={s.itemRow}>
              <Column style={s.itemPicture}>
                {item.image ? <Img src={item.image} width="96" height="72" alt="" style={{ display: "block" }} /> : null}
              </Column>
              <Column style={{ verticalAlign: "middle" }}>
                <Text style={s.itemText}>{item.text}</Text>
              </Column>
            </Row>
          ))}
        </Section>
      );
    case "button":
      return (
        <Section>
          <Button href={block.href} style={s.button}>
            {block.label}
          </Button>
          <Text style={s.buttonLink}>{block.href}</Text>
        </Section>
      );
    case "link":
      return (
        <Text style={s.p}>
          <Link href={block.href} style={s.link}>
            {block.label}
          </Link>
        </Text>
      );
    case "quote":
      return <Text style={s.quote}>{block.text}</Text>;
  }
}

function Footer({ footer }: { footer: MailFooter }) {
  return (
    <Section style={s.footer} className="sb-pad">
      {footer.facts.map((line, i) => (
        <Text key={i} style={s.small}>
          {line}
        </Text>
      ))}
      <Text style={s.small}>
        {footer.links.map((l, i) => (
          <span key={l.href}>
            {i > 0 ? " · " : ""}
            <Link href={l.href} style={s.footerLink}>
              {l.label}
            </Link>
          </span>
        ))}
      </Text>
      <Text style={s.small}>{footer.noReply}</Text>
    </Section>
  );
}

function MailDocument({ content, footer }: { content: MailContent; footer: MailFooter | null }) {
  const firstText = content.blocks.find((b) => b.kind === "text");
  const preview = content.preview ?? (firstText?.kind === "text" ? firstText.text : content.subject);
  return (
    <Html lang={content.lang} dir="ltr">
      <Head>
        <title>{content.subject}</title>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
        <style>{RESPONSIVE}</style>
      </Head>
      <Preview>{preview}</Preview>
      <Body style={s.body}>
        <Container style={s.container}>
          <Section style={s.header} className="sb-pad">
            <Row>
              <Column style={{ width: "36px", verticalAlign: "middle" }}>
                <Img src={`cid:${LOGO_CID}`} width="28" height="28" alt="" style={{ display: "block", borderRadius: "7px" }} />
              </Column>
              <Column style={{ verticalAlign: "middle" }}>
                <Text style={s.brand}>{BRAND_NAME}</Text>
              </Column>
            </Row>
          </Section>
          <Section style={s.main} className="sb-pad">
            {content.greeting ? <Text style={s.p}>{content.greeting}</Text> : null}
            {content.blocks.map((b, i) => (
              <Block key={i} block={b} />
            ))}
            {content.signoff ? <Text style={s.p}>{lines(content.signoff)}</Text> : null}
            {content.note ? (
              <>
                <Hr style={{ borderColor: COLOR.line, margin: "24px 0 0" }} />
                <Text style={s.note}>{content.note}</Text>
              </>
            ) : null}
          </Section>
          {footer ? <Footer footer={footer} /> : null}
        </Container>
      </Body>
    </Html>
  );
}

/**
 * Renders a mail's content into its HTML part (with the inline logo) and its text part.
 * react-email writes an XHTML 1.0 doctype whose system identifier is an http:// URL; the HTML5
 * doctype replaces it (mail clients treat both alike), so a mail holds no address but the shop's.
 * React's server renderer adds a `<link rel="preload">` for each image, meaningless in a mail:
 * it is taken out.
 */
export async function renderMail(content: MailContent): Promise<RenderedMail> {
  const footer = content.internal ? null : mailFooter(content);
  const html = (await render(<MailDocument content={content} footer={footer} />))
    .replace(/^<!DOCTYPE[^>]*>/i, "<!DOCTYPE html>")
    .replace(/<link rel="preload" as="image"[^>]*>/g, "");
  return { subject: content.subject, text: mailText(content, footer), html, attachments: [logo] };
}
