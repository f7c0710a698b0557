import { useMutation } from '@tanstack/react-query';
import type { CallData, opsExportPlayerData } from '@sorte/contracts';
import { opsCall } from '../../../lib/api-client';

export type PlayerDataExport = CallData<typeof opsExportPlayerData>;

/** Saves a JSON file in the browser's downloads, as the player's own download does. */
function download(data: PlayerDataExport, fileName: string): void {
  const file = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const address = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = address;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(address);
}

/**
 * Everything the operator keeps about the player (by the user id the data-rights calls take),
 * downloaded as `sorte-data-<username>-<playerId>.json`. The api records the export in the audit
 * log, since it reads personal data.
 */
export function useExportPlayerData(player: {
  userId: number;
  playerId: string;
  username: string;
}) {
  return useMutation({
    mutationFn: () =>
      opsCall<typeof opsExportPlayerData>('/ops/dataRights/export', { playerId: player.userId }),
    onSuccess: (data) => {
      const name = (player.username || 'player').replace(/[^\w.-]+/g, '_');
      download(data, `sorte-data-${name}-${player.playerId}.json`);
    },
  });
}
