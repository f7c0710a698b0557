export { openServiceDatabase } from './open-service-database';
export type {
  ServiceDatabase,
  ServiceDatabaseHandle,
  ServiceDatabaseOptions,
} from './open-service-database';
export { openPglite } from './open-pglite';
export type { PgliteLocation } from './open-pglite';
export type { NotificationFeed, NotificationSubscriber } from './notification-feed';
