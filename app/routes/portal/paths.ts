/**
 * The agan store portal's page paths (decision 0046), answered on the agan host only (the layout
 * refuses any other). One route tree with the shop and the back office: all start with /portal.
 */
export const PORTAL_ROUTES = [
  { path: "portal", file: "routes/portal/home.tsx", id: "portal-home" },
  { path: "portal/anmelden", file: "routes/portal/login.tsx", id: "portal-login" },
  { path: "portal/abmelden", file: "routes/portal/logout.ts", id: "portal-logout" },
  { path: "portal/passwort", file: "routes/portal/password.tsx", id: "portal-password" },
  { path: "portal/passwort-vergessen", file: "routes/portal/forgot.tsx", id: "portal-forgot" },
  { path: "portal/sicherheit", file: "routes/portal/security.tsx", id: "portal-security" },
  { path: "portal/ankauf", file: "routes/portal/trade-new.tsx", id: "portal-trade-new" },
  { path: "portal/ankauf/:tradeNumber", file: "routes/portal/trade.tsx", id: "portal-trade" },
  { path: "portal/ankauf/:tradeNumber/beleg", file: "routes/portal/receipt.ts", id: "portal-receipt" },
  { path: "portal/versand", file: "routes/portal/shipments.tsx", id: "portal-shipments" },
  { path: "portal/versand/:shipmentId", file: "routes/portal/shipment.tsx", id: "portal-shipment" },
  { path: "portal/versand/:shipmentId/:document", file: "routes/portal/shipment-pdf.ts", id: "portal-shipment-pdf" },
  { path: "portal/auswertung", file: "routes/portal/report.tsx", id: "portal-report" },
  { path: "portal/auswertung/export", file: "routes/portal/report-csv.ts", id: "portal-report-csv" },
  // any other path under /portal: the portal's 404 in its frame (decision 0082)
  { path: "portal/*", file: "routes/not-found.tsx", id: "portal-not-found" },
] as const;
