import { ConfigError } from '@cadeau/service-kit';
import { loadConfig } from './config';

const base = { USER_CONTEXT_SECRET: 'a-secret-of-enough-length' };

describe('storage configuration', () => {
  it('keeps uploads on the filesystem under the data directory by default', () => {
    const config = loadConfig(base);
    expect(config.storage).toEqual({ kind: 'fs' });
    expect(config.dataDir).toBe('.data/catalog');
    expect(config.identityUrl).toBe('http://127.0.0.1:3101');
  });

  it('asks svc-campaign at its default address and sweeps reservations unless switched off', () => {
    const config = loadConfig(base);
    expect(config.campaignUrl).toBe('http://127.0.0.1:3103');
    expect(config.sweepSchedule).toBeUndefined();
    expect(loadConfig({ ...base, CAMPAIGN_URL: 'http://campaign:3103', CATALOG_SWEEP: 'off' })).toMatchObject({
      campaignUrl: 'http://campaign:3103',
      sweepSchedule: null,
    });
    expect(loadConfig({ ...base, CATALOG_SWEEP: '* * * * *' }).sweepSchedule).toBe('* * * * *');
  });

  it('keeps uploads in the data directory the stack gives the service, unless CATALOG_DATA_DIR names one', () => {
    expect(loadConfig({ ...base, DATA_DIR: '/run/data/catalog' }).dataDir).toBe('/run/data/catalog');
    expect(loadConfig({ ...base, DATA_DIR: '/run/data/catalog', CATALOG_DATA_DIR: '/srv/up' }).dataDir).toBe('/srv/up');
  });

  it('reads the S3 variables', () => {
    const config = loadConfig({
      ...base,
      CATALOG_STORAGE: 's3',
      S3_BUCKET: 'uploads',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'key',
    });
    expect(config.storage).toEqual({
      kind: 's3',
      bucket: 'uploads',
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:9000',
      accessKeyId: 'id',
      secretAccessKey: 'key',
    });
  });

  it('names what is missing or wrong, without values', () => {
    const problems = (environment: NodeJS.ProcessEnv) => {
      try {
        loadConfig({ ...base, ...environment });
      } catch (err) {
        return (err as ConfigError).problems;
      }
      return [];
    };
    expect(problems({ CATALOG_STORAGE: 's3' })).toEqual(['S3_BUCKET: is required when CATALOG_STORAGE=s3']);
    expect(problems({ CATALOG_STORAGE: 'ftp' })).toEqual(['CATALOG_STORAGE: must be fs or s3']);
    expect(problems({ CATALOG_STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'only-the-id' })).toEqual([
      'S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all',
    ]);
  });
});
