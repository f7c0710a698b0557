import { argon2, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * argon2id with OWASP's first recommended setting (19 MiB of memory, 2 passes, 1 lane), from
 * Node's own crypto (OpenSSL). Stored as a PHC string, so a later change of setting still
 * verifies the hashes made before it.
 */
const settings = { memory: 19_456, passes: 2, parallelism: 1, tagLength: 32 } as const;

function derive(
  password: string,
  salt: Buffer,
  options: { memory: number; passes: number; parallelism: number; tagLength: number },
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    argon2('argon2id', { message: password, nonce: salt, ...options }, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, settings);
  return `$argon2id$v=19$m=${settings.memory},t=${settings.passes},p=${settings.parallelism}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

const phc = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([\w-]+)\$([\w-]+)$/;

/** Whether a password matches a stored hash; a hash in another format never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = phc.exec(stored);
  if (!parts) return false;
  const [, memory, passes, parallelism, salt, expected] = parts;
  const wanted = Buffer.from(expected ?? '', 'base64url');
  const key = await derive(password, Buffer.from(salt ?? '', 'base64url'), {
    memory: Number(memory),
    passes: Number(passes),
    parallelism: Number(parallelism),
    tagLength: wanted.length,
  });
  return key.length === wanted.length && timingSafeEqual(key, wanted);
}
