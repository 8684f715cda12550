import { hash, verify, type Algorithm } from "@node-rs/argon2";

/** Algorithm.Argon2id (a const enum, which verbatimModuleSyntax cannot read). */
const ARGON2ID = 2 as Algorithm;

/** argon2id cost parameters (memory in KiB). */
export interface PasswordHashing {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/** The production parameters: OWASP's argon2id minimum (19 MiB, 2 passes, 1 lane). */
export const PRODUCTION_HASHING: Readonly<PasswordHashing> = Object.freeze({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });

/**
 * Cheap parameters for tests only. Passed explicitly (AppDeps.passwordHashing); hashes made with
 * them still verify, since the parameters are stored in the hash.
 */
export const TEST_HASHING: Readonly<PasswordHashing> = Object.freeze({ memoryCost: 1024, timeCost: 1, parallelism: 1 });

export function hashPassword(password: string, params: PasswordHashing = PRODUCTION_HASHING): Promise<string> {
  return hash(password, { algorithm: ARGON2ID, ...params });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

const dummies = new Map<string, Promise<string>>();
/**
 * Spends the time of one verification when there is no account, so an unknown user and a wrong
 * password take about as long.
 */
export async function verifyAgainstDummy(password: string, params: PasswordHashing = PRODUCTION_HASHING): Promise<false> {
  const key = `${params.memoryCost}/${params.timeCost}/${params.parallelism}`;
  let dummy = dummies.get(key);
  if (!dummy) {
    dummy = hashPassword("dummy-password-for-timing", params);
    dummies.set(key, dummy);
  }
  await verifyPassword(await dummy, password);
  return false;
}
