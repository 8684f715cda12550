/**
 * Credentials shared by customer accounts, staff and partner users (decision 0075). Browser-safe:
 * the password rule (`checkPassword`, PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH). Server only
 * (`index.server.ts`): argon2id hashing and the access, refresh and opaque tokens.
 */
export * from "./password.ts";
