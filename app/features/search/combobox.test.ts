import { describe, expect, it } from "vitest";
import { comboboxKey, isExpanded, type ComboboxState } from "./combobox.ts";

const s = (open: boolean, active: number, count: number): ComboboxState => ({ open, active, count });

describe("combobox keys", () => {
  it("arrow down opens and walks down, wrapping to the first option", () => {
    expect(comboboxKey(s(false, -1, 3), "ArrowDown")).toEqual({ state: s(true, 0, 3), preventDefault: true });
    expect(comboboxKey(s(true, 1, 3), "ArrowDown").state.active).toBe(2);
    expect(comboboxKey(s(true, 2, 3), "ArrowDown").state.active).toBe(0);
  });

  it("arrow up walks up, wrapping from none or the first option to the last", () => {
    expect(comboboxKey(s(true, -1, 3), "ArrowUp").state.active).toBe(2);
    expect(comboboxKey(s(true, 0, 3), "ArrowUp").state.active).toBe(2);
    expect(comboboxKey(s(true, 2, 3), "ArrowUp").state.active).toBe(1);
  });

  it("arrows without options keep no active option", () => {
    expect(comboboxKey(s(false, -1, 0), "ArrowDown").state).toEqual(s(true, -1, 0));
    expect(comboboxKey(s(true, -1, 0), "ArrowUp").state.active).toBe(-1);
  });

  it("escape closes; it only swallows the key when the list was shown", () => {
    expect(comboboxKey(s(true, 1, 3), "Escape")).toEqual({ state: s(false, -1, 3), preventDefault: true });
    expect(comboboxKey(s(false, -1, 3), "Escape").preventDefault).toBe(false);
    expect(comboboxKey(s(true, -1, 0), "Escape").preventDefault).toBe(false);
  });

  it("enter picks the active option of a shown list, else submits the form", () => {
    expect(comboboxKey(s(true, 1, 3), "Enter")).toEqual({ state: s(false, 1, 3), preventDefault: true, choose: 1 });
    expect(comboboxKey(s(true, -1, 3), "Enter")).toEqual({ state: s(true, -1, 3), preventDefault: false });
    expect(comboboxKey(s(false, 1, 3), "Enter").choose).toBeUndefined();
  });

  it("other keys change nothing", () => {
    expect(comboboxKey(s(true, 1, 3), "a")).toEqual({ state: s(true, 1, 3), preventDefault: false });
  });

  it("is expanded only when open with options", () => {
    expect(isExpanded(s(true, -1, 1))).toBe(true);
    expect(isExpanded(s(true, -1, 0))).toBe(false);
    expect(isExpanded(s(false, 0, 2))).toBe(false);
  });
});
