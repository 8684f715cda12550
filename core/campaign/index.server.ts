/** The campaign module's server-only door (decision 0075): index.ts plus the server-only parts. */
export * from "./index.ts";
export {
  activeCampaigns,
  campaignById,
  createCampaign,
  toCampaign,
  withScopeNames,
  type CampaignWithScope,
  type NewCampaign,
} from "./queries.server.ts";
export {
  deleteCampaign,
  endCampaign,
  listStaffCampaigns,
  saveCampaign,
  staffCampaign,
  type CampaignActor,
  type StaffCampaign,
} from "./admin.server.ts";
export * from "./cached.server.ts";
