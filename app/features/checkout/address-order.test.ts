import { describe, expect, it } from "vitest";
import { houseNumberFirst } from "../../../core/shared/index.ts";
import { EDITIONS, editions } from "../../../core/editions/index.ts";

describe("the address field order of each edition (decision 0108)", () => {
  it("every edition's countries share one field order, so the server-rendered order is right for every choice of the country select", () => {
    for (const e of EDITIONS) {
      const orders = new Set(editions[e].shipsFrom.map(houseNumberFirst));
      expect(orders.size, `${e}: ${editions[e].shipsFrom.join(", ")}`).toBe(1);
      expect(houseNumberFirst(editions[e].country), e).toBe([...orders][0]);
    }
  });
});
