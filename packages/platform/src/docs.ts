import { packageName, remoteName, remoteUrlPrefix, urlEnvName } from './names';
import type { PageEntry, PlatformRegistry } from './types';

/** Where `npm run docs -w @cadeau/platform` writes the rendering of the registry, relative to the repository root. */
export const PLATFORM_DOC_PATH = 'docs/platform.md';

const table = (head: string[], rows: string[][]): string[] => [
  `| ${head.join(' | ')} |`,
  `| ${head.map(() => '---').join(' | ')} |`,
  ...rows.map((r) => `| ${r.join(' | ')} |`),
];

const code = (text: string | undefined): string => (text ? `\`${text}\`` : '');

function navText(page: PageEntry): string {
  if (!page.nav) return '';
  return page.nav.needs ? `\`layout.nav.${page.nav.key}\` (${page.nav.needs})` : `\`layout.nav.${page.nav.key}\``;
}

/**
 * docs/platform.md: the registry as a reader wants it (ports, streams, where each micro-frontend is served, which
 * page belongs to which). Generated, never edited by hand: a test fails when it is out of step.
 */
export function renderPlatformDoc(registry: PlatformRegistry): string {
  const { gateway, shell } = registry;
  const lines = [
    '# The platform',
    '',
    'Generated from `packages/platform/src/registry.ts` by `npm run docs -w @cadeau/platform`; do not edit.',
    '',
    '## Processes',
    '',
    ...table(
      ['name', 'folder', 'port', 'port variable', 'gateway reaches it with', 'stream', 'migrate', 'seed'],
      [
        ...registry.services.map((s) => [
          s.name,
          code(s.folder),
          String(s.port.default),
          code(s.port.env),
          code(urlEnvName(s.name)),
          code(s.stream),
          code(s.migrate),
          code(s.seed),
        ]),
        ['gateway', code(gateway.folder), String(gateway.port.default), code(gateway.port.env), '', '', '', ''],
      ],
    ),
    '',
    '## Front end',
    '',
    ...table(
      ['app', 'folder', 'package', 'served at', 'remote'],
      [
        ['shell', code(shell.folder), code(packageName(shell)), code('/'), ''],
        ...registry.microFrontends.map((m) => [
          m.name,
          code(m.folder),
          code(packageName(m)),
          code(remoteUrlPrefix(m)),
          code(remoteName(m)),
        ]),
      ],
    ),
    '',
    '## Pages',
    '',
    ...table(
      ['path', 'micro-frontend', 'access', 'cockpit navigation'],
      registry.microFrontends.flatMap((m) =>
        m.pages.map((p) => [code(p.prefix ? `${p.path}/…` : p.path), m.name, p.access, navText(p)]),
      ),
    ),
    '',
  ];
  return lines.join('\n');
}
