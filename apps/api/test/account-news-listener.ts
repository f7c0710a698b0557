import pg from 'pg';
import { accountChangedChannel } from '../src/db/account-changed-channel';

export interface AccountNewsListener {
  client: pg.Client;
  /** The `account_changed` payloads heard since it started listening, in the order they came. */
  heard: string[];
  close: () => Promise<void>;
}

/**
 * A PostgreSQL connection of its own that listens to `account_changed`, as another process's
 * listener does. `heard` starts empty once everything raised before it listened has arrived:
 * notifications arrive in commit order, so once its own marker has, every earlier one has.
 */
export async function listenToAccountNews(databaseUrl: string): Promise<AccountNewsListener> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const heard: string[] = [];
  client.on('notification', (message) => {
    if (message.channel === accountChangedChannel) heard.push(message.payload ?? '');
  });
  await client.query(`LISTEN ${accountChangedChannel}`);
  await client.query(`NOTIFY ${accountChangedChannel}, 'marker'`);
  heard.splice(0);
  return { client, heard, close: () => client.end() };
}
