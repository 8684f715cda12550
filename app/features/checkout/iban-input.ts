/**
 * The IBAN field as people read it (decision 0132): once the field is left, the IBAN in groups of
 * four, upper case ("DE89 3704 0044 0532 0130 00"), as on a bank card or statement. The server
 * takes it with or without spaces (form-input.ts removes them), so this only helps reading back.
 */

/** `value` in groups of four characters, upper case; anything that is not a letter or digit besides spaces is left as typed. */
export function groupIban(value: string): string {
  const compact = value.replace(/\s+/g, "");
  if (!/^[A-Za-z0-9]*$/.test(compact)) return value;
  return compact.toUpperCase().replace(/(.{4})(?=.)/g, "$1 ");
}

/** Groups the field's IBAN whenever the visitor leaves it (`change`). */
export function attachIbanGrouping(input: HTMLInputElement): void {
  input.addEventListener("change", () => {
    const grouped = groupIban(input.value);
    if (grouped !== input.value) input.value = grouped;
  });
}
