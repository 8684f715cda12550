/**
 * The certificate's verification code (decision 0130): nine random characters of Crockford's
 * base 32 (no I, L, O, U: nothing to mistake for 1 or 0, no accidental words) and a tenth that
 * checks them (Luhn mod 32), so a mistyped or made-up code is told apart from one that is well
 * formed but unknown. Shown in two groups of five ("K7M2Q-X9P4R"); read with or without the dash,
 * in either case, with I and L read as 1 and O as 0.
 */
export const CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
/** Characters of a code, the check character included. */
export const CODE_LENGTH = 10;
const BODY = CODE_LENGTH - 1;
const N = CODE_ALPHABET.length;

/** Luhn mod N over the code's body: every single wrong character and most swapped neighbours change it. */
export function checkCharacter(body: string): string {
  let sum = 0;
  let factor = 2;
  for (let i = body.length - 1; i >= 0; i--) {
    const value = CODE_ALPHABET.indexOf(body[i]!);
    if (value < 0) throw new Error("not a code character");
    const product = value * factor;
    sum += Math.floor(product / N) + (product % N);
    factor = factor === 2 ? 1 : 2;
  }
  return CODE_ALPHABET[(N - (sum % N)) % N]!;
}

/** A new code from `random` (at least nine bytes; each byte's low five bits pick a character). */
export function makeCode(random: Uint8Array): string {
  if (random.length < BODY) throw new Error(`makeCode needs ${BODY} random bytes`);
  let body = "";
  for (let i = 0; i < BODY; i++) body += CODE_ALPHABET[random[i]! & 31];
  return body + checkCharacter(body);
}

export type CodeReading =
  /** Well formed and its check character fits: look it up. */
  | { kind: "wellFormed"; code: string }
  /** Not ten characters of the alphabet (after the forgiving reading). */
  | { kind: "malformed" }
  /** Ten characters of the alphabet whose check character does not fit: mistyped or made up. */
  | { kind: "checkFailed"; code: string };

/** Reads what somebody typed or scanned: case, spaces and dashes do not matter; I and L are 1, O is 0. */
export function readCode(input: string): CodeReading {
  const cleaned = input.toUpperCase().replace(/[\s-]/g, "").replace(/[IL]/g, "1").replace(/O/g, "0");
  if (cleaned.length !== CODE_LENGTH || [...cleaned].some((c) => !CODE_ALPHABET.includes(c))) return { kind: "malformed" };
  const body = cleaned.slice(0, BODY);
  return checkCharacter(body) === cleaned[BODY] ? { kind: "wellFormed", code: cleaned } : { kind: "checkFailed", code: cleaned };
}

/** The code as printed and shown: two groups of five ("K7M2Q-X9P4R"). */
export const formatCode = (code: string) => `${code.slice(0, 5)}-${code.slice(5)}`;
