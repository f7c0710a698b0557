// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getUserInfo } from '../../lib/session';
import { dismissToast } from '../../lib/ui-store';
import { envelope, failure, loginData } from '../../test/fake-api';
import { ensureSignedIn } from './ensure-signed-in';

const signInOpened = vi.hoisted(() => vi.fn());
vi.mock('../../lib/sign-in-store', () => ({ openSignIn: signInOpened }));

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  signInOpened.mockReset();
  dismissToast();
});

describe('the silent guest login', () => {
  it('keeps the account and stays on the page when the account is of the page’s market', async () => {
    const reload = vi.spyOn(globalThis.location, 'reload').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope(loginData({ market: 'BR' }))),
    );
    await ensureSignedIn('BR');
    expect(getUserInfo()?.userId).toBe(42);
    expect(reload).not.toHaveBeenCalled();
  });

  it('starts the page again when the device’s account belongs to another market', async () => {
    const reload = vi.spyOn(globalThis.location, 'reload').mockImplementation(() => undefined);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => envelope(loginData({ market: 'PH', currency: 'PHP', language: 'en' }))),
    );
    await ensureSignedIn('BR');
    expect(getUserInfo()?.market).toBe('PH');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('opens the sign-in sheet for an account secured by a password, and keeps nobody signed in', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => failure('Esta conta é protegida por senha.', 'credentials_required', 401)),
    );
    await expect(ensureSignedIn('BR')).rejects.toMatchObject({ msgCode: 'credentials_required' });
    expect(signInOpened).toHaveBeenCalledOnce();
    expect(getUserInfo()).toBeNull();
  });
});
