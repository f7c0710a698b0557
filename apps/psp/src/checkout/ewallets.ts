/**
 * The sandbox's e-wallets for the Philippines: names of our own (a flower and a tree of the
 * islands), standing in for the real wallets a provider would offer there.
 */
export const ewallets = [
  { id: 'sampaguita', name: 'Sampaguita Wallet', initial: 'S' },
  { id: 'narra', name: 'Narra Pay', initial: 'N' },
] as const;

export type EwalletId = (typeof ewallets)[number]['id'];

export const ewalletIds = ewallets.map((wallet) => wallet.id) as [EwalletId, ...EwalletId[]];

/** A Philippine mobile number as players write it: 09 and nine more digits. */
export const philippineMobilePattern = /^09\d{9}$/;
