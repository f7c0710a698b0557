import { keepMigratedPglite } from '@sorte/service-db/test-support';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/open-database';

/** Global setup of the api's tests on the embedded database: its schema migrated once. */
export default function setup(project: TestProject): Promise<() => Promise<void>> {
  return keepMigratedPglite(project, 'api', openDatabase);
}
