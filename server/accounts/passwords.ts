import { hash, verify } from '@node-rs/argon2';

/** argon2id at OWASP's recommended parameters: 19 MiB, 2 iterations, 1 lane. */
const OWASP = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OWASP);

export const verifyPassword = async (passwordHash: string, password: string) => {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
};

/** Hashed once, verified against for unknown emails so they take as long as known ones. */
let decoyHash: Promise<string> | undefined;
export const decoyPasswordHash = () => (decoyHash ??= hashPassword('decoy-password-for-unknown-emails'));
