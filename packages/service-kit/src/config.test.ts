import { z } from 'zod';
import {
  ConfigError,
  databasePool,
  env,
  loadServiceConfig,
  natsStreamReplicas,
  scheduleOf,
  serviceEnv,
} from './config';

const schema = z.object({
  ...serviceEnv,
  PORT: env.port(3101),
  MAIL_POLL_MS: env.int(1000, 10),
  MAIL_CHECK_MX: env.bool(false),
  UID_REGISTER_URL: env.url().optional(),
});
const secret = 'a-secret-of-at-least-16';

describe('loadServiceConfig', () => {
  it('returns typed values with the defaults of ADR 0001, and treats empty variables as unset', () => {
    expect(loadServiceConfig(schema, { USER_CONTEXT_SECRET: secret, PORT: '', NODE_ENV: 'development' })).toEqual({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/cadeau',
      NATS_URL: 'nats://127.0.0.1:4222',
      USER_CONTEXT_SECRET: secret,
      NODE_ENV: false,
      PORT: 3101,
      MAIL_POLL_MS: 1000,
      MAIL_CHECK_MX: false,
    });
    const set = loadServiceConfig(schema, {
      USER_CONTEXT_SECRET: secret,
      NODE_ENV: 'production',
      PORT: '8080',
      MAIL_POLL_MS: '25',
      MAIL_CHECK_MX: 'yes',
      UID_REGISTER_URL: 'https://www.uid-wse.admin.ch/V5.0/PublicServices.svc',
    });
    expect(set).toMatchObject({ NODE_ENV: true, PORT: 8080, MAIL_POLL_MS: 25, MAIL_CHECK_MX: true });
    expect(set.UID_REGISTER_URL).toBe('https://www.uid-wse.admin.ch/V5.0/PublicServices.svc');
  });

  it('names every bad variable in one error, without its value', () => {
    let error: unknown;
    try {
      loadServiceConfig(schema, {
        USER_CONTEXT_SECRET: 'short-secret-xyz'.slice(0, 10),
        PORT: '70000',
        MAIL_POLL_MS: '5',
        MAIL_CHECK_MX: 'maybe',
        DATABASE_URL: 'not a url',
      });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual(
      ['DATABASE_URL', 'MAIL_CHECK_MX', 'MAIL_POLL_MS', 'PORT', 'USER_CONTEXT_SECRET'].sort(),
    );
    expect(problems).toContain('PORT: must be a port number (1-65535)');
    expect(problems).toContain('MAIL_POLL_MS: must be a whole number of at least 10');
    expect(problems).toContain('MAIL_CHECK_MX: must be true or false');
    expect((error as Error).message).toMatch(/^invalid configuration:\n {2}- /);
    expect((error as Error).message).not.toContain('short-secr');
  });

  it('says what to do about a missing secret', () => {
    expect(() => loadServiceConfig(schema, {})).toThrow(
      /USER_CONTEXT_SECRET: is not set: set the same random secret of 16 or more characters/,
    );
  });
});

describe('NATS_STREAM_REPLICAS', () => {
  it('is 1 unless set, and 1 to 5 when set (JetStream keeps at most five copies)', () => {
    expect(natsStreamReplicas({})).toBe(1);
    expect(natsStreamReplicas({ NATS_STREAM_REPLICAS: '' })).toBe(1);
    expect(natsStreamReplicas({ NATS_STREAM_REPLICAS: '3' })).toBe(3);
    expect(natsStreamReplicas({ NATS_STREAM_REPLICAS: '5' })).toBe(5);
    for (const bad of ['0', '6', 'three', '2.5'])
      expect(() => natsStreamReplicas({ NATS_STREAM_REPLICAS: bad })).toThrow(
        'NATS_STREAM_REPLICAS: must be a whole number from 1 to 5',
      );
  });
});

describe('DATABASE_POOL_MAX and DATABASE_POOL_IDLE_MS', () => {
  it("are 10 connections and knex's 30 s unless set", () => {
    expect(databasePool({})).toEqual({ max: 10, idleTimeoutMillis: 30_000 });
    expect(databasePool({ DATABASE_POOL_MAX: '', DATABASE_POOL_IDLE_MS: '' })).toEqual({
      max: 10,
      idleTimeoutMillis: 30_000,
    });
    expect(databasePool({ DATABASE_POOL_MAX: '5', DATABASE_POOL_IDLE_MS: '5000' })).toEqual({
      max: 5,
      idleTimeoutMillis: 5000,
    });
    expect(databasePool({ DATABASE_POOL_MAX: '1' }).max).toBe(1);
    expect(databasePool({ DATABASE_POOL_MAX: '50' }).max).toBe(50);
  });

  it('refuse a pool of none or of more than 50, and an idle time under a second or over ten minutes', () => {
    for (const bad of ['0', '51', 'ten', '2.5', '-1'])
      expect(() => databasePool({ DATABASE_POOL_MAX: bad })).toThrow(
        'DATABASE_POOL_MAX: must be a whole number from 1 to 50',
      );
    for (const bad of ['999', '600001', '5s'])
      expect(() => databasePool({ DATABASE_POOL_IDLE_MS: bad })).toThrow(
        'DATABASE_POOL_IDLE_MS: must be a whole number from 1000 to 600000',
      );
  });
});

describe('scheduleOf', () => {
  it('switches a job off with `off` and keeps an expression or an unset variable as it is', () => {
    expect(scheduleOf('off')).toBeNull();
    expect(scheduleOf('*/2 * * * * *')).toBe('*/2 * * * * *');
    expect(scheduleOf(undefined)).toBeUndefined();
  });
});
