export { openServiceDatabase } from './open-service-database';
export type {
  ServiceDatabase,
  ServiceDatabaseHandle,
  ServiceDatabaseOptions,
} from './open-service-database';
export type { NotificationFeed, NotificationSubscriber } from './notification-feed';
