import { describe, expect, it } from "vitest";
import { groupIban } from "./iban-input.ts";

describe("groupIban", () => {
  it("groups of four, upper case, however it was typed", () => {
    expect(groupIban("de89370400440532013000")).toBe("DE89 3704 0044 0532 0130 00");
    expect(groupIban("DE89 3704 0044 0532 0130 00")).toBe("DE89 3704 0044 0532 0130 00");
    expect(groupIban(" fr76  3000 6000 0112 3456 7890 189 ")).toBe("FR76 3000 6000 0112 3456 7890 189");
    expect(groupIban("DE89")).toBe("DE89");
    expect(groupIban("")).toBe("");
  });

  it("leaves a value with other characters as typed (the server answers at the field)", () => {
    expect(groupIban("DE89-3704")).toBe("DE89-3704");
  });
});
