export { createTestDatabase, type TestDatabase } from './database';
export { startNatsServer, randomStreamName, type NatsServer } from './nats-server';
export { freePort } from './free-port';
