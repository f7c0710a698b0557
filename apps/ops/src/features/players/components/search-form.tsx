import { useState } from 'react';
import type { FormEvent } from 'react';
import { useWords } from '../../../lib/words';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';

// The api's bound on a query (opsSearchPlayers).
const queryLengthMax = 200;

/** One field for every key staff may have been told; the query lives in the address. */
export function SearchForm({ query, onSearch }: { query: string; onSearch: (q: string) => void }) {
  const { t } = useWords();
  const [text, setText] = useState(query);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form className="panel search-form" role="search" onSubmit={submit} data-testid="player-search">
      <TextField
        label={t('players.search')}
        hint={t('players.searchHint')}
        name="query"
        type="search"
        autoComplete="off"
        maxLength={queryLengthMax}
        value={text}
        onChange={(event) => setText(event.target.value)}
        data-testid="player-search-query"
      />
      <Button type="submit" variant="primary" data-testid="player-search-submit">
        {t('players.searchSubmit')}
      </Button>
    </form>
  );
}
