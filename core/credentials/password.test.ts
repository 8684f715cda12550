import { describe, expect, it } from "vitest";
import { checkPassword } from "./password.ts";

describe("password rule", () => {
  it("wants at least 10 characters", () => {
    expect(checkPassword("Abc123!xy")).toBe("account.password.tooShort");
    expect(checkPassword("")).toBe("account.password.tooShort");
    expect(checkPassword("Abc123!xyz")).toBeNull();
  });
  it("refuses passwords of one character class only", () => {
    expect(checkPassword("aaaaaaaaaaaa")).toBe("account.password.oneClass");
    expect(checkPassword("1234567890")).toBe("account.password.oneClass");
    expect(checkPassword("ÄÖÜÄÖÜÄÖÜÄ")).toBe("account.password.oneClass");
    expect(checkPassword("correct horse battery")).toBeNull();
    expect(checkPassword("lowercaseAndUpper")).toBeNull();
  });
  it("counts characters, not UTF-16 units, and caps the length", () => {
    expect(checkPassword("🔒🔒🔒🔒🔒a")).toBe("account.password.tooShort");
    expect(checkPassword("a1".repeat(101))).toBe("account.password.tooLong");
  });
});
