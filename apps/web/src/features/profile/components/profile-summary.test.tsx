// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { saveLogin } from '../../../lib/session';
import { storageKeys, writeStored } from '../../../lib/storage';
import { loginData } from '../../../test/fake-api';
import { renderInApp } from '../../../test/render-in-app';
import { ProfileSummary } from './profile-summary';

describe('the profile summary', () => {
  it('welcomes a guest on the visit that created the account, not on every later one', () => {
    // A later visit: the guest's stored sign-in, made on an earlier page load.
    writeStored(storageKeys.userInfo, {
      isLogin: 1,
      token: 'token-7',
      tokenExpiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      userId: 7,
      nickName: 'Sorte7',
      headUrl: '',
      username: '',
      email: '',
      userType: 1,
      market: 'BR',
      previousLoginAt: null,
    });
    const later = renderInApp(<ProfileSummary />);
    expect(screen.getByTestId('profile-summary').textContent).not.toContain('primeiro acesso');
    later.unmount();

    // This page load's sign-in created the account: its first visit.
    saveLogin(loginData({ userId: 8, isRegister: 1, previousLoginAt: null }));
    renderInApp(<ProfileSummary />);
    expect(screen.getByTestId('profile-previous-login').textContent).toBe(
      'Boas-vindas! Este é o seu primeiro acesso.',
    );
  });
});
