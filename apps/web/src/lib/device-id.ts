import { randomAlphanumeric } from '@sorte/money';
import { readStored, storageKeys, writeStored } from './storage';

const deviceIdPattern = /^[A-Za-z0-9_-]{16,64}$/;

/** The guest's identity on this browser: created once, then the same device is the same player. */
export function getDeviceId(): string {
  const stored = readStored(storageKeys.deviceId);
  if (typeof stored === 'string' && deviceIdPattern.test(stored)) return stored;
  const created = randomAlphanumeric(32);
  writeStored(storageKeys.deviceId, created);
  return created;
}
