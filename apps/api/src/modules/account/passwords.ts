import argon2 from 'argon2';

/** argon2id parameters; the defaults are OWASP's first recommendation (19 MiB, t=2, p=1). */
export interface PasswordParams {
  memoryKiB: number;
  timeCost: number;
  parallelism: number;
}

export const OWASP_ARGON2ID: PasswordParams = { memoryKiB: 19_456, timeCost: 2, parallelism: 1 };

export function createPasswordHasher(params: PasswordParams = OWASP_ARGON2ID) {
  const options = {
    type: argon2.argon2id,
    memoryCost: params.memoryKiB,
    timeCost: params.timeCost,
    parallelism: params.parallelism,
  } as const;
  // Verifying against this when no account matches keeps a wrong address as slow as a wrong password.
  const decoy = argon2.hash('sogon-decoy-password', options);
  return {
    hash: (password: string) => argon2.hash(password, options),
    async verify(hash: string | null, password: string): Promise<boolean> {
      try {
        return await argon2.verify(hash ?? (await decoy), password);
      } catch {
        return false;
      }
    },
    needsRehash: (hash: string) => argon2.needsRehash(hash, options),
  };
}

export type PasswordHasher = ReturnType<typeof createPasswordHasher>;
