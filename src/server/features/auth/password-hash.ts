/** The native argon2 binding, loaded with the first password hashed or checked, not with the server. */
const argon2 = () => import("@node-rs/argon2");

/** `Algorithm.Argon2id` (a const enum, which isolated modules cannot import). */
const ARGON2ID = 2;

/** OWASP's minimum for argon2id: 19 MiB memory, 2 iterations, 1 lane. */
const argon2Options = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export async function hashPassword(password: string): Promise<string> {
  const { hash } = await argon2();
  return hash(password, argon2Options);
}

/** False for a wrong password and for a malformed stored hash (never throws on bad input). */
export async function verifyPassword({ hash: stored, password }: { hash: string; password: string }) {
  const { verify } = await argon2();
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
