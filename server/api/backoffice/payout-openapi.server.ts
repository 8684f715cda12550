/**
 * OpenAPI entries of the payout runs (decision 0037), from the schemas the handlers validate with
 * (decision 0027); spread into server/api/openapi.server.ts.
 */
import { payoutRunRequestSchema, returnedTransferSchema } from "../../../core/payout/index.ts";
import { pathsFromZod } from "../../http/openapi-zod.server.ts";
import { runItemParams, runParams } from "./payouts.server.ts";

const staff: { auth: "staff"; tags: string[] } = { auth: "staff", tags: ["back office"] };
const denied = { "401": "No valid staff bearer token", "403": "Not a payout or admin user" } as const;
const run =
  "{runId, state (proposed|open|confirmed), proposalKey (the schedule's slot, e.g. 2026-11-30T10:00 de sepa; null for a run a person made), releasedBy, releasedByStaffId, releasedAt, filters, instant (SEPA Instant run), trades, total (EUR), totalCents, createdAt, createdBy, confirmedAt, confirmedBy, executedAt (booked by a bank file), sepaMessageId, sepaCount, paypalCount, returnedCount}";
const item =
  "{tradeNumber, edition, amount (EUR), amountCents, method (sepa|paypal), account (masked), creditorName, endToEndId, state (included|paid|returned), returnReason, returnCode (AC04, PAYPAL_UNCLAIMED, …), returnSource (staff|bank_file|paypal), returnedAt, correctedAt}";

export const payoutOpenApiPaths = pathsFromZod({
  "/api/backoffice/payout-runs": {
    get: {
      summary: "The payout runs, newest first (at most 100); payout or admin",
      ...staff,
      responses: { "200": `{runs: [${run}]}`, ...denied },
    },
    post: {
      summary:
        "Make a payout run of the payout_pending trades (all, or by edition, method, days waiting): leaves out trades in another open run, under the 24-hour payout hold, waiting for a corrected account or with an account no file can carry; at most 10,000 trades (5,000 PayPal); audited. `instant: true`: a SEPA Instant run (local instrument INST; decision 0111), SEPA only, each transfer at most SEPA_INSTANT_LIMIT_EUR: dearer trades are left out (aboveInstantLimit) for a normal run",
      ...staff,
      body: payoutRunRequestSchema,
      responses: {
        "201":
          "{runId, instant, trades, total (EUR), totalCents, held, invalidAccount, invalidAccounts: [{tradeNumber, method, reason (paypalEmail|iban|accountHolder|paymentMethod)}] (at most 100; invalidAccount counts all), aboveInstantLimit (instant runs: trades above the limit, left for a normal run)}",
        ...denied,
        "400": "Malformed JSON",
        "409":
          "Nothing to pay with these filters (with held, invalidAccount, invalidAccounts), or another run took a trade at the same moment (try again)",
        "415": "Not JSON",
        "422":
          "Unknown edition or method, days not 0 to 365, unknown field, instant not a boolean, instant with method paypal (PayPal is never instant)",
      },
    },
  },
  "/api/backoffice/payout-runs/preview": {
    post: {
      summary:
        "What a run of these filters would take now (count, sum, SEPA and PayPal counts, held and invalid ones left out); changes nothing",
      ...staff,
      body: payoutRunRequestSchema,
      responses: {
        "200":
          "{trades, total (EUR), totalCents, sepa, paypal, held, invalidAccount, invalidAccounts: [{tradeNumber, method, reason}], aboveInstantLimit}",
        ...denied,
        "400": "Malformed JSON",
        "415": "Not JSON",
        "422": "Invalid filters (instant with method paypal too)",
      },
    },
  },
  "/api/backoffice/payout-runs/waiting": {
    get: {
      summary:
        "What waits for its payout (decision 0110), per edition and method with at least one trade: the payout_pending trades a run could pay (not under the payout hold, not waiting for a corrected account; those already in a proposed or open run counted in inRun), since when the oldest waits, its age in working hours of the edition's payout calendar, the promise in working days and whether the oldest is over it; private, no-store",
      ...staff,
      responses: {
        "200":
          "{waiting: [{edition, method (sepa|paypal), trades, total (EUR), totalCents, inRun, since, ageWorkingHours, promiseWorkingDays, overPromise}]}",
        ...denied,
      },
    },
  },
  "/api/backoffice/payout-runs/{runId}/release": {
    post: {
      summary:
        "Release a run the payout schedule proposed (decision 0110): it becomes open and the caller's; another person then confirms it as sent (four eyes: neither maker nor releaser); audited",
      ...staff,
      params: runParams,
      responses: {
        "200": `{run: ${run}}`,
        ...denied,
        "404": "No such run",
        "409": "Not a proposal (released or confirmed already)",
        "422": "Invalid run id",
      },
    },
  },
  "/api/backoffice/payout-runs/{runId}": {
    get: {
      summary: "A run and its items (accounts masked)",
      ...staff,
      params: runParams,
      responses: { "200": `{run: ${run}, items: [${item}]}`, ...denied, "404": "No such run", "422": "Invalid run id" },
    },
  },
  "/api/backoffice/payout-runs/{runId}/sepa.xml": {
    get: {
      summary:
        "The run's SEPA credit transfer file (pain.001.001.09, EPC SCT; debtor from PAYOUT_DEBTOR_*), remittance text = trade number; private, no-store",
      ...staff,
      params: runParams,
      responses: {
        "200": { description: "pain.001.001.09 XML", media: "application/xml" },
        ...denied,
        "404": "No such run, or no SEPA transfer in it",
        "409": "A value no longer passes the file's checks",
        "422": "Invalid run id",
      },
    },
  },
  "/api/backoffice/payout-runs/{runId}/paypal.csv": {
    get: {
      summary:
        "The run's PayPal mass-payout file (Payouts web CSV: e-mail, amount, EUR, trade number, note, PAYPAL; no header); private, no-store",
      ...staff,
      params: runParams,
      responses: {
        "200": { description: "CSV", media: "text/csv" },
        ...denied,
        "404": "No such run, or no PayPal payout in it",
        "409":
          "A value no longer passes the file's checks (e.g. a PayPal address of a run made before the payable-address rule); the problem names the trade",
        "422": "Invalid run id",
      },
    },
  },
  "/api/backoffice/payout-runs/{runId}/confirm": {
    post: {
      summary:
        "Confirm a run as sent: its trades become paid and their customers are mailed (amount, masked account); four eyes: refused for the run's maker, admin included; audited",
      ...staff,
      params: runParams,
      responses: {
        "200": `{run: ${run}}`,
        "401": denied["401"],
        "403": "Not a payout or admin user, or the run's own maker or releaser (four eyes)",
        "404": "No such run",
        "409": "Already confirmed",
        "422": "Invalid run id",
      },
    },
  },
  "/api/backoffice/payout-runs/{runId}/discard": {
    post: {
      summary:
        "Discard an open run whose files were not sent (any payout user, the maker too): the run goes, its trades are free for the next run; audited",
      ...staff,
      params: runParams,
      responses: {
        "200": "{runId, discarded: true}",
        ...denied,
        "404": "No such run",
        "409": "Already confirmed",
        "422": "Invalid run id",
      },
    },
  },
  "/api/backoffice/payout-runs/{runId}/items/{tradeNumber}/returned": {
    post: {
      summary:
        "A transfer of a confirmed run came back: the trade returns to payout_pending and its customer is asked for a corrected payout account; audited",
      ...staff,
      params: runItemParams,
      body: returnedTransferSchema,
      responses: {
        "200": `{item: ${item}}`,
        ...denied,
        "400": "Malformed JSON",
        "404": "No such run, or the trade is not in it",
        "409": "The run is not confirmed yet, or the transfer is already marked returned",
        "415": "Not JSON",
        "422": "Invalid id or reason (1 to 200 characters)",
      },
    },
  },
});
