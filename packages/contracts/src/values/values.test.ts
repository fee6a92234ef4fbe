import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import {
  campaignStatusSchema,
  invoiceStatusSchema,
  orderStatusSchema,
  organizationStatusSchema,
  productStatusSchema,
  productTypeSchema,
} from '..';
import * as values from '.';

/** The modules `file` names (`import … from`, `export … from`, side-effect imports, `import()`, `require()`). */
const importsOf = (file: string): string[] => {
  const source = readFileSync(file, 'utf8');
  return [
    ...source.matchAll(/^\s*(?:import|export)\s[^;]*?\sfrom\s+'([^']+)'/gms),
    ...source.matchAll(/^\s*import\s+'([^']+)'/gm),
    ...source.matchAll(/\b(?:import|require)\(\s*'([^']+)'\s*\)/g),
  ].map((m) => m[1]!);
};

describe('the @cadeau/contracts/values subpath', () => {
  it('imports no package at all (no zod), here or in what it re-exports, so browsers take it as values', () => {
    const seen = new Set<string>();
    const packages: string[] = [];
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const spec of importsOf(file)) {
        if (spec.startsWith('.'))
          visit(join(dirname(file), `${spec.replace(/\/$/, '')}.ts`).replace(/\/\.ts$/, '/index.ts'));
        else packages.push(`${relative(__dirname, file)} -> ${spec}`);
      }
    };
    visit(join(__dirname, 'index.ts'));
    expect(packages).toEqual([]);
    // What it reaches beyond its own folder: the mail design (placeholders) and the error keys it imports.
    expect([...seen].map((f) => relative(join(__dirname, '..'), f)).filter((f) => !f.startsWith('values/'))).toEqual([
      'mail-design.ts',
      'errors.ts',
    ]);
  });

  it('holds the lists the schemas are built from', () => {
    expect(campaignStatusSchema.options).toEqual(values.campaignStatuses);
    expect(productStatusSchema.options).toEqual(values.productStatuses);
    expect(productTypeSchema.options).toEqual(values.productTypes);
    expect(orderStatusSchema.options).toEqual(values.orderStatuses);
    expect(organizationStatusSchema.options).toEqual(values.organizationStatuses);
    expect(invoiceStatusSchema.options).toEqual(values.invoiceStatuses);
  });

  it('splits the product statuses a version passes into unreleased and released ones, apart from blocked and deleted', () => {
    const sorted = (list: readonly string[]) => [...list].sort();
    expect(
      sorted([...values.unreleasedProductStatuses, ...values.releasedProductStatuses, 'blocked', 'deleted']),
    ).toEqual(sorted(values.productStatuses));
  });

  it('builds the path of an upload variant as svc-catalog answers it', () => {
    expect(values.fileVariantUrl('7a9f3c1e', 'list.jpeg')).toBe('/api/file/7a9f3c1e/list.jpeg');
    expect(values.fileVariantUrl('7a9f3c1e', 'original')).toBe('/api/file/7a9f3c1e/original');
  });
});
