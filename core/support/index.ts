/** Customer service in the back office (issue 14, decision 0041). */
export * from "./rules.ts";
export { answerSchema, inboxQuery } from "./inbox-query.ts";
