/**
 * The back office's page paths on its own host (decision 0023). They share one route tree with
 * the shop, so none may equal a shop path of any edition (paths.test.ts checks).
 */
export const BACKOFFICE_ROUTES = [
  { path: "login", file: "routes/backoffice/login.tsx", id: "bo-login" },
  { path: "logout", file: "routes/backoffice/logout.ts", id: "bo-logout" },
  { path: "language", file: "routes/backoffice/language.ts", id: "bo-language" },
  { path: "trades", file: "routes/backoffice/trades.tsx", id: "bo-trades" },
  { path: "dashboard", file: "routes/backoffice/dashboard.tsx", id: "bo-dashboard" },
  { path: "trades/:tradeNumber", file: "routes/backoffice/trade.tsx", id: "bo-trade" },
  { path: "receive", file: "routes/backoffice/receive.tsx", id: "bo-receive" },
  { path: "trades/:tradeNumber/inspection", file: "routes/backoffice/inspection.tsx", id: "bo-inspection" },
  { path: "trades/:tradeNumber/items/:itemId/photos", file: "routes/backoffice/inspection-photos.ts", id: "bo-inspection-photos" },
  { path: "trades/:tradeNumber/photos/:photoId", file: "routes/backoffice/inspection-photo.ts", id: "bo-inspection-photo" },
  { path: "trades/:tradeNumber/items/:itemId/certificate", file: "routes/backoffice/inspection-certificate.ts", id: "bo-inspection-certificate" },
  { path: "trades/:tradeNumber/returns", file: "routes/backoffice/returns.tsx", id: "bo-returns" },
  { path: "trades/:tradeNumber/items/:itemId/return-label", file: "routes/backoffice/return-label.ts", id: "bo-return-label" },
  { path: "payouts", file: "routes/backoffice/payouts.tsx", id: "bo-payouts" },
  { path: "payouts/:runId", file: "routes/backoffice/payout-run.tsx", id: "bo-payout-run" },
  { path: "payouts/:runId/:file", file: "routes/backoffice/payout-file.ts", id: "bo-payout-file" },
  { path: "audit", file: "routes/backoffice/audit.tsx", id: "bo-audit" },
  { path: "audit/export", file: "routes/backoffice/audit-export.ts", id: "bo-audit-export" },
  { path: "reviews", file: "routes/backoffice/reviews.tsx", id: "bo-reviews" },
  { path: "campaigns", file: "routes/backoffice/campaigns.tsx", id: "bo-campaigns" },
  { path: "campaigns/new", file: "routes/backoffice/campaign.tsx", id: "bo-campaign-new" },
  { path: "campaigns/:id", file: "routes/backoffice/campaign.tsx", id: "bo-campaign" },
  { path: "security", file: "routes/backoffice/security.tsx", id: "bo-security" },
  { path: "password", file: "routes/backoffice/password.tsx", id: "bo-password" },
  { path: "prices", file: "routes/backoffice/prices.tsx", id: "bo-prices" },
  { path: "prices/export", file: "routes/backoffice/prices-export.ts", id: "bo-prices-export" },
  { path: "prices/devices/:deviceId", file: "routes/backoffice/device-prices.tsx", id: "bo-device-prices" },
] as const;
