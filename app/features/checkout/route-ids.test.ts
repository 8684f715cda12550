import { describe, expect, it } from "vitest";
import routes from "../../routes.ts";
import { nextTransactionId } from "../../../core/cart/index.ts";

interface RouteLike {
  id?: string;
  path?: string;
  children?: RouteLike[];
}

const flat = (list: RouteLike[]): RouteLike[] => list.flatMap((r) => [r, ...flat(r.children ?? [])]);

describe("the spec's transactionId rule with this app's route ids", () => {
  const all = flat(routes as RouteLike[]);
  const idOf = (path: string) => all.find((r) => r.path === path)?.id;

  it("keeps the transaction id on every thank-you route (/thankYou, Italy /grazie)", () => {
    for (const path of ["/thankYou", "/grazie"]) {
      const id = idOf(path);
      expect(id, path).toMatch(/^thankYou:\d+$/);
      expect(nextTransactionId(1000001, id)).toBe(1000001);
    }
  });

  it("resets it on the checkout, tracking and other pages", () => {
    for (const path of ["/checkout", "/guardare", "/trade/:tradeNumber", "/"]) {
      const id = idOf(path);
      expect(id, path).toBeTruthy();
      expect(nextTransactionId(1000001, id)).toBe(0);
    }
  });
});
