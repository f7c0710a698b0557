/**
 * What the casino put in the launch URL:
 * /play/{gameId}?token=…&lang=…&currency=…&return=…[&view=rules]
 */
export interface LaunchParams {
  gameId: number;
  token: string;
  language: string;
  currency: string;
  returnUrl: string;
  /** `view=rules`: the casino's "paytable" button, so the game opens on its rules. */
  opensOnRules: boolean;
}

export function readLaunchParams(location: Location): LaunchParams {
  const query = new URLSearchParams(location.search);
  const gameId = Number(/\/play\/(\d+)/.exec(location.pathname)?.[1] ?? 0);
  return {
    gameId,
    token: query.get('token') ?? '',
    language: query.get('lang') ?? navigator.language,
    currency: (query.get('currency') ?? '').toUpperCase(),
    returnUrl: query.get('return') ?? '',
    opensOnRules: query.get('view') === 'rules',
  };
}
