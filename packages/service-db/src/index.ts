export { openServiceDatabase } from './open-service-database';
export type {
  ServiceDatabase,
  ServiceDatabaseHandle,
  ServiceDatabaseOptions,
} from './open-service-database';
export { openPglite } from './open-pglite';
export type { PgliteLocation } from './open-pglite';
export { EmbeddedDatabaseInUseError } from './lock-embedded-database';
export type { LockHolder } from './lock-embedded-database';
export type { NotificationFeed, NotificationSubscriber } from './notification-feed';
