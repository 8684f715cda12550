/** Business trades' credit notes (decision 0121): the server door (index.ts plus issuing, the PDF and its storage). */
export * from "./index.ts";
export * from "./issue.server.ts";
export { renderCreditNotePdf } from "./render.server.ts";
export { creditNoteSection } from "./section.server.ts";
