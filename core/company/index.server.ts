/** Business accounts (issue 33, decision 0116): server part. */
export * from "./index.ts";
export { companyById, companyOfCustomer } from "./queries.server.ts";
