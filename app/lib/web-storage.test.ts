import { describe, expect, it } from "vitest";
import { memoryStorage } from "../../tests/helpers/memory-storage.ts";
import { webStorage } from "./web-storage.ts";

describe("webStorage", () => {
  it("answers the storage asked for", () => {
    const local = memoryStorage() as unknown as Storage;
    const session = memoryStorage() as unknown as Storage;
    const view = { localStorage: local, sessionStorage: session };
    expect(webStorage(view, "localStorage")).toBe(local);
    expect(webStorage(view, "sessionStorage")).toBe(session);
  });

  it("answers null where reading the storage throws (blocked storage, a sandboxed frame)", () => {
    const blocked = {
      get localStorage(): Storage {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
      get sessionStorage(): Storage {
        throw new DOMException("The operation is insecure.", "SecurityError");
      },
    };
    expect(webStorage(blocked, "localStorage")).toBeNull();
    expect(webStorage(blocked, "sessionStorage")).toBeNull();
  });
});
