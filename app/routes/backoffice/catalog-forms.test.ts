import { describe, expect, it } from "vitest";
import { ProblemError } from "../../../core/shared/index.ts";
import { createOrSave } from "./catalog-forms.server.ts";

describe("createOrSave", () => {
  const form = { name: "Acme", edition: "de" };
  it("creates a new one and goes to its page, saved, in the edition edited", async () => {
    const answer = await createOrSave(
      undefined,
      form,
      "de",
      async () => "/catalog/manufacturers/7",
      async () => undefined,
    );
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).headers.get("Location")).toBe("/catalog/manufacturers/7?saved=1&edition=de");
  });
  it("saves an existing one in place", async () => {
    const saved: string[] = [];
    const answer = await createOrSave(
      "7",
      form,
      "de",
      async () => "",
      async (id) => saved.push(id),
    );
    expect(answer).toEqual({ saved: true });
    expect(saved).toEqual(["7"]);
  });
  it("answers a refusal with the errors by field, the page texts' without their edition, and what was sent", async () => {
    const refuse = async () => {
      throw new ProblemError(422, "validation", "invalid", [{ field: "texts.de.content", message: "too long" }]);
    };
    const answer = (await createOrSave("7", form, "de", refuse, refuse)) as unknown as {
      data: { errors: { fields: Record<string, string> }; values: unknown };
      init: { status: number };
    };
    expect(answer.init.status).toBe(422);
    expect(Object.keys(answer.data.errors.fields)).toEqual(["content"]);
    expect(answer.data.values).toEqual(form);
  });
});
