import { useState } from 'react';
import { errorWords } from '../../../lib/error-words';
import { useMay } from '../../../lib/roles';
import { useWords } from '../../../lib/words';
import { useNotify } from '../../../components/ui/notice';
import { Button } from '../../../components/ui/button';
import { useExportPlayerData } from '../api/export-player-data';
import type { OpsPlayer } from '../api/read-player';
import { AdjustDialog } from './adjust-dialog';

/** What the role may do to the whole player: propose an adjustment, export their data. */
export function PlayerActions({ player }: { player: OpsPlayer }) {
  const { t } = useWords();
  const notify = useNotify();
  const mayAdjust = useMay('/ops/adjustments/propose');
  const mayExport = useMay('/ops/dataRights/export');
  const exportData = useExportPlayerData(player);
  const [adjusting, setAdjusting] = useState(false);
  const onExport = () =>
    exportData.mutate(undefined, {
      onSuccess: () => notify(t('player.exported', { username: player.username })),
      onError: (error) => notify(errorWords(error, t), 'bad'),
    });
  return (
    <>
      {mayExport && (
        <Button busy={exportData.isPending} onClick={onExport} data-testid="player-export">
          {t('player.export')}
        </Button>
      )}
      {mayAdjust && (
        <Button variant="primary" onClick={() => setAdjusting(true)} data-testid="player-adjust">
          {t('player.adjust')}
        </Button>
      )}
      {adjusting && <AdjustDialog player={player} onClose={() => setAdjusting(false)} />}
    </>
  );
}
