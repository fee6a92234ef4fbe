import { execFileSync } from 'node:child_process';
import { DomainError as FromRoot, errors as rootErrors } from '.';
import { DomainError, errors, refusal } from './errors';

/** The files and packages a fresh Node process loads for `import`ing the module (tsx compiles TypeScript). */
function loadedBy(module: string): { files: string[]; packages: string[] } {
  const script = `require(${JSON.stringify(module)}); console.log(JSON.stringify(Object.keys(require.cache)))`;
  const out = execFileSync(process.execPath, ['--import', 'tsx', '-e', script], { cwd: __dirname, encoding: 'utf8' });
  const loaded = (JSON.parse(out) as string[]).filter((f) => !/\/node_modules\/(tsx|esbuild)\//.test(f));
  const packages = loaded.flatMap((f) => f.match(/\/node_modules\/((?:@[^/]+\/)?[^/]+)\//)?.[1] ?? []);
  const files = loaded.filter((f) => !f.includes('/node_modules/')).map((f) => f.replace(/^.*\/packages\//, ''));
  return { files, packages: [...new Set(packages)].sort() };
}

describe('@cadeau/service-kit/errors', () => {
  it('is what the kit root exports, so a DomainError from domain/ is answered by the error middleware', () => {
    expect(DomainError).toBe(FromRoot);
    expect(errors).toBe(rootErrors);
    expect(errors.conflict('error.organization.invalidStatus')).toMatchObject({ status: 409, expose: true });
  });

  it('loads no Koa, knex, NATS or pino, unlike the kit root (domain/ imports it, ADR 0006)', () => {
    expect(loadedBy('@cadeau/service-kit/errors')).toEqual({
      files: ['service-kit/src/errors.ts', 'contracts/src/errors.ts'],
      packages: [],
    });
    expect(loadedBy('@cadeau/service-kit').packages).toEqual(expect.arrayContaining(['koa', 'knex', 'nats', 'pino']));
  }, 60_000);

  it('names the refusal of a rule for domain tests, and lets any other failure through', () => {
    expect(refusal(() => 'let through')).toBeNull();
    expect(
      refusal(() => {
        throw errors.notFound('error.product.notFound');
      }),
    ).toEqual({ status: 404, key: 'error.product.notFound' });
    expect(() =>
      refusal(() => {
        throw new TypeError('a bug, not a rule');
      }),
    ).toThrow(TypeError);
  });
});
