import type { QueryClient } from '@tanstack/react-query';
import { accountInfoQuery } from '../../features/account/api/account-info';
import { fetchPlayLimits, playLimitsKey } from '../../features/protection/api/play-limits';
import { requestAgeConfirmation, requestLimitsChoice } from '../../lib/age-gate-store';
import type { SiteProfile } from '../../lib/market';
import { getToken } from '../../lib/session';

/**
 * Before a game or a deposit: true when the signed-in player has completed the 18+ setup, asking
 * for it first if not, and, under a profile that requires them at registration (br-regulated),
 * has chosen their loss and time limits, asking for them next. Neither goes back once done, so a
 * remembered "yes" is trusted; a "no" is checked with the server before anything opens.
 */
export async function ensureAgeConfirmed(
  queryClient: QueryClient,
  profile: Pick<SiteProfile, 'limitsRequiredAtRegistration'>,
): Promise<boolean> {
  const token = getToken();
  const query = accountInfoQuery(token);
  const adult =
    queryClient.getQueryData(query.queryKey)?.ageConfirmed === 1 ||
    (await queryClient.fetchQuery({ ...query, staleTime: 0 })).ageConfirmed === 1 ||
    (await requestAgeConfirmation());
  if (!adult || !profile.limitsRequiredAtRegistration) return adult;
  const limitsKey = playLimitsKey(token);
  const chosen =
    queryClient.getQueryData<Awaited<ReturnType<typeof fetchPlayLimits>>>(limitsKey)?.chosenAt ??
    (await queryClient.fetchQuery({ queryKey: limitsKey, queryFn: fetchPlayLimits, staleTime: 0 }))
      .chosenAt;
  if (chosen) return true;
  const choseNow = await requestLimitsChoice();
  if (choseNow) await queryClient.invalidateQueries({ queryKey: limitsKey });
  return choseNow;
}
