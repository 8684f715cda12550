/** Business accounts (issue 33, decision 0116): server part. */
export * from "./index.ts";
export { companyById, companyOfCustomer, companyTradeId } from "./queries.server.ts";
export * from "./companies.server.ts";
export * from "./mails.ts";
export * from "./vies.server.ts";
