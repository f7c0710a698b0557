import { marketSettingsFields } from './market-settings';
import type { MarketSettings, MarketSettingsField } from './market-settings';

export interface SettingsChange {
  readonly field: MarketSettingsField;
  readonly before: unknown;
  readonly after: unknown;
}

/** The fields a new version changes, each with its value before and after: the preview. */
export function differingSettings(before: MarketSettings, after: MarketSettings): SettingsChange[] {
  return marketSettingsFields
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => ({ field, before: before[field], after: after[field] }));
}
