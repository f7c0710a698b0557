import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useMarket } from '../../lib/market';
import { useUserInfo } from '../../lib/session';
import { ensureAgeConfirmed } from './ensure-age-confirmed';

/** Seed §5: players who arrive through these channels see the 18+ setup as soon as they are in. */
const startupChannelMarkers = ['kk', 'ks', 'kw'];

/** A marker counts as a parameter's name (`?kk=1`) or value (`?channel=kk`). */
export function hasStartupAgeGateMarker(search: string): boolean {
  for (const [name, value] of new URLSearchParams(search)) {
    if (startupChannelMarkers.includes(name) || startupChannelMarkers.includes(value)) return true;
  }
  return false;
}

/**
 * Everybody completes the setup before the first deposit or game (PRODUCT.md §3.3); the channel
 * markers only decide whether it opens at startup, once logged in.
 */
export function useAgeGateAtStartup(enabled: boolean): void {
  const { search } = useLocation();
  const token = useUserInfo()?.token ?? null;
  const queryClient = useQueryClient();
  const { profile } = useMarket();
  const asked = useRef(false);
  useEffect(() => {
    if (!enabled || !token || asked.current || !hasStartupAgeGateMarker(search)) return;
    asked.current = true;
    void ensureAgeConfirmed(queryClient, profile).catch(() => undefined);
  }, [enabled, token, search, queryClient, profile]);
}
