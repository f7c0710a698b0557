import { useState } from 'react';
import { errorWords } from '../../../lib/error-words';
import { useWords } from '../../../lib/words';
import { useNotify } from '../../../components/ui/notice';
import { Button } from '../../../components/ui/button';
import type { OpsPlayer } from '../api/read-player';
import { useSetUserType, userTypeOptions } from '../api/set-user-type';
import type { UserTypeLetter } from '../api/set-user-type';

/** The user type as a select and a save button, for a role that may set it (admin). */
export function UserTypeControl({ player }: { player: OpsPlayer }) {
  const { t } = useWords();
  const notify = useNotify();
  const setType = useSetUserType(player.playerId);
  const [picked, setPicked] = useState<UserTypeLetter>(player.userType);
  const save = () =>
    setType.mutate(picked, {
      onSuccess: ({ player: saved }) =>
        notify(t('player.userTypeSaved', { username: player.username, userType: saved.userType })),
      onError: (error) => notify(errorWords(error, t), 'bad'),
    });
  return (
    <div className="inline-control">
      <select
        value={picked}
        onChange={(event) => setPicked(event.target.value as UserTypeLetter)}
        aria-label={t('player.userType')}
        aria-describedby="user-type-hint"
        data-testid="user-type-select"
      >
        {userTypeOptions.map((letter) => (
          <option key={letter} value={letter}>
            {letter}
          </option>
        ))}
      </select>
      <Button
        busy={setType.isPending}
        disabled={picked === player.userType}
        onClick={save}
        data-testid="user-type-save"
      >
        {t('player.userTypeSave')}
      </Button>
      <span className="visually-hidden" id="user-type-hint">
        {t('player.userTypeHint')}
      </span>
    </div>
  );
}
