/**
 * The combobox's keyboard rules (ARIA 1.2 combobox with a listbox popup), as a pure state
 * machine: up/down move the active option (wrapping), escape closes, enter picks the active
 * option when the list is shown. `preventDefault` says whether the key's default (moving the
 * caret, submitting the form, clearing the search field) must be suppressed.
 */
export interface ComboboxState {
  open: boolean;
  /** Index of the active option, -1 for none. */
  active: number;
  /** Number of options. */
  count: number;
}

export interface KeyResult {
  state: ComboboxState;
  preventDefault: boolean;
  /** Index of the option chosen with enter. */
  choose?: number;
}

export const isExpanded = (s: ComboboxState) => s.open && s.count > 0;

export function comboboxKey(s: ComboboxState, key: string): KeyResult {
  switch (key) {
    case "ArrowDown":
      return { state: { ...s, open: true, active: s.count ? (s.active + 1) % s.count : -1 }, preventDefault: true };
    case "ArrowUp":
      return { state: { ...s, active: s.count ? (s.active <= 0 ? s.count - 1 : s.active - 1) : -1 }, preventDefault: true };
    case "Escape":
      return { state: { ...s, open: false, active: -1 }, preventDefault: isExpanded(s) };
    case "Enter":
      if (isExpanded(s) && s.active >= 0 && s.active < s.count) {
        return { state: { ...s, open: false }, preventDefault: true, choose: s.active };
      }
      return { state: s, preventDefault: false };
    default:
      return { state: s, preventDefault: false };
  }
}
