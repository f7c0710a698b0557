/**
 * The channel the `market_settings_saved` trigger raises when staff save a market's settings: the
 * market's code, or `*` for every market. The market-settings module listens on it to put the new
 * version in force at once on every api process.
 */
export const marketSettingsChannel = 'market_settings_changed';
