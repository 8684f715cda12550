/**
 * The contact retention job (decision 0034): the worker's sweep schedules one run per day, and
 * the run deletes the contact messages older than two years, by the app's clock, on both databases.
 */
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { rows } from "../../core/shared/index.server.ts";
import { contactMessages } from "../../db/schema/index.ts";
import { describeEachDatabase } from "../../tests/helpers/databases.ts";
import { createJobWorker } from "../jobs/worker.server.ts";

describeEachDatabase("contact retention job", (ctx) => {
  describe("deletes messages older than two years", () => {
    it("by the injected clock, once a day", async () => {
      const db = ctx().database.db;
      const now = new Date("2031-06-15T08:00:00Z");
      const message = (subject: string, createdAt: Date) => ({
        edition: "de",
        subject,
        name: "Erika",
        email: "erika@example.com",
        message: "Hallo",
        createdAt,
      });
      await db
        .insert(contactMessages)
        .values([
          message("retention-old", new Date("2029-06-15T07:59:59Z")),
          message("retention-edge", new Date("2029-06-15T08:00:00Z")),
          message("retention-new", new Date("2031-01-01T00:00:00Z")),
        ]);
      const subjects = async () =>
        (
          await rows<{ subject: string }>(db, sql`select subject from contact_messages where subject like 'retention-%' order by subject`)
        ).map((r) => r.subject);
      ctx().setNow(now);
      try {
        const worker = createJobWorker(ctx().deps);
        await worker.sweep();
        await worker.sweep();
        const jobs = await rows<{ n: number }>(
          db,
          sql`select count(*)::int as n from jobs where kind = 'contact.retention' and unique_key = 'contact.retention:2031-06-15'`,
        );
        expect(jobs[0]!.n).toBe(1);
        await worker.runDue();
        expect(await subjects()).toEqual(["retention-edge", "retention-new"]);
        // a day later the next run takes the message that has turned two years old meanwhile
        ctx().setNow(new Date("2031-06-16T09:00:00Z"));
        await worker.sweep();
        await worker.runDue();
        expect(await subjects()).toEqual(["retention-new"]);
      } finally {
        ctx().setNow(null);
      }
    });
  });
});
