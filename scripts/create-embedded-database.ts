// Creates the embedded database npm start shares between the services (PostgreSQL's initdb), in
// a process of its own, on the first start only. Creating one holds several hundred MB more than
// opening one, which a server would keep until its next full garbage collection. Refused, as
// every opening is, while another process holds the folder.
import { EmbeddedDatabaseInUseError, openPglite } from '@sorte/service-db';
import { sharedPgliteFolder } from './serve-together';

const pglite = await openPglite({
  dataDir: process.env.DATA_DIR ?? './data',
  folder: sharedPgliteFolder,
}).catch((error: unknown) => {
  if (!(error instanceof EmbeddedDatabaseInUseError)) throw error;
  console.error(error.message);
  process.exit(1);
});
await pglite.close();
