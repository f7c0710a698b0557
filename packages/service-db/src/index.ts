export { openServiceDatabase } from './open-service-database';
export type {
  ServiceConnection,
  ServiceDatabase,
  ServiceDatabaseHandle,
  ServiceDatabaseOptions,
} from './open-service-database';
export { connectionOf } from './connection-of';
export type { DatabaseEnvironment } from './connection-of';
export { defineServiceDatabase } from './define-service-database';
export type { ServiceDatabaseDefinition } from './define-service-database';
export { openPglite } from './open-pglite';
export type { PgliteLocation } from './open-pglite';
export { EmbeddedDatabaseInUseError } from './lock-embedded-database';
export type { LockHolder } from './lock-embedded-database';
export type { NotificationFeed, NotificationSubscriber } from './notification-feed';
