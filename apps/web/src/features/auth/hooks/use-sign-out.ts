import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { appConfig } from '../../../lib/config';
import { useTranslate } from '../../../lib/i18n';
import {
  leaveNoticeForNextPage,
  leaveSignInInvitationForNextPage,
} from '../../../lib/pending-notice';
import { clearStoredExceptDevice } from '../../../lib/storage';
import { showToast } from '../../../lib/ui-store';
import { logout } from '../api/logout';
import { holdSignInUntilReload } from '../ensure-signed-in';

/**
 * Logout as the seed describes it: revoke the token (at once, on every api process, with the
 * player's open game sessions), clear storage (but keep the device id, so this device stays the
 * same guest unless the account is secured by a password), say so, go home and reload after
 * 100 ms; the reloaded page says it again for as long as a toast lasts, and invites the player to
 * sign back in.
 */
export function useSignOut(): () => Promise<void> {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const t = useTranslate();

  return useCallback(async () => {
    holdSignInUntilReload();
    try {
      await logout();
    } catch {
      // Offline or token already invalid: the player still leaves this device signed out.
    }
    clearStoredExceptDevice();
    queryClient.clear();
    // Said now, and again in full after the reload: 100 ms is not long enough to read it.
    showToast(t('mine.logoutDone'));
    leaveNoticeForNextPage(t('mine.logoutDone'));
    // Home after the reload is the device's guest: the player is invited to sign back in.
    leaveSignInInvitationForNextPage();
    await navigate('/', { replace: true });
    setTimeout(() => globalThis.location.reload(), appConfig.logoutReloadDelayMs);
  }, [navigate, queryClient, t]);
}
