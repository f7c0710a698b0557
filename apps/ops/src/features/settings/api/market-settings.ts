import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CallBody,
  CallData,
  opsMarketSettingsVersions,
  opsPreviewMarketSettings,
  opsReadMarketSettings,
  opsSaveMarketSettings,
} from '@sorte/contracts';
import type { MarketCode, MarketSettings } from '@sorte/markets';
import { opsCall } from '../../../lib/api-client';

export type SettingsInForce = CallData<typeof opsReadMarketSettings>;
export type SettingsVersion = CallData<typeof opsMarketSettingsVersions>['list'][number];
export type SettingsPreview = CallData<typeof opsPreviewMarketSettings>;

const settingsKey = (market: MarketCode) => ['ops', 'settings', market] as const;

/** A market's settings in force, with their version. */
export function useMarketSettings(market: MarketCode) {
  return useQuery({
    queryKey: [...settingsKey(market), 'current'],
    queryFn: () => opsCall<typeof opsReadMarketSettings>('/ops/settings/read', { market }),
  });
}

/** Every saved version of a market's settings, newest first. */
export function useSettingsVersions(market: MarketCode) {
  return useQuery({
    queryKey: [...settingsKey(market), 'versions'],
    queryFn: () => opsCall<typeof opsMarketSettingsVersions>('/ops/settings/versions', { market }),
  });
}

/** What saving would change and what fails its checks; saves nothing. */
export function usePreviewSettings(market: MarketCode) {
  return useMutation({
    mutationFn: (settings: MarketSettings) =>
      opsCall<typeof opsPreviewMarketSettings>('/ops/settings/preview', { market, settings }),
  });
}

/**
 * Saves a new version; the settings and their history are asked for again. `onSaved` is told
 * here rather than by the caller's own callback: the new version in force replaces the form that
 * asked, before a callback of its own could run.
 */
export function useSaveSettings(market: MarketCode, onSaved: (version: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Omit<CallBody<typeof opsSaveMarketSettings>, 'market'>) =>
      opsCall<typeof opsSaveMarketSettings>('/ops/settings/save', { market, ...body }),
    onSuccess: ({ version }) => onSaved(version),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKey(market) }),
  });
}
