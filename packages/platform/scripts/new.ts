/**
 * `npm run new:service -- <name> --port <n>` and `npm run new:mfe -- <name>` (issue 22): writes what
 * src/generator.ts returns into the repository, refusing a folder, name or port that exists, and regenerates
 * docs/platform.md. Then `npm install` once (the lockfile learns the workspace).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { mfeEdits, mfeFiles, serviceEdits, serviceFiles, type FileSet } from '../src/generator';

export function applyToRepository(root: string, kind: string, args: string[]): string[] {
  const name = args.find((a) => !a.startsWith('--')) ?? '';
  const portAt = args.indexOf('--port');
  const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
  let created: FileSet;
  let edited: FileSet;
  if (kind === 'service') {
    const port = Number(portAt >= 0 ? args[portAt + 1] : NaN);
    created = serviceFiles({ name, port });
    edited = serviceEdits({ name, port }, read);
  } else if (kind === 'mfe') {
    created = mfeFiles({ name });
    edited = mfeEdits({ name }, read);
  } else {
    throw new Error('usage: new.ts service <name> --port <n> | new.ts mfe <name>');
  }
  for (const file of Object.keys(created)) {
    const folder = file
      .split('/')
      .slice(0, file.startsWith('k8s/') ? 3 : 1)
      .join('/');
    if (fs.existsSync(path.join(root, folder))) throw new Error(`${folder} exists already`);
  }
  for (const [file, content] of Object.entries({ ...created, ...edited })) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  }
  return [...Object.keys(created), ...Object.keys(edited)];
}

if (require.main === module) {
  const root = path.resolve(__dirname, '..', '..', '..');
  const [kind, ...args] = process.argv.slice(2);
  try {
    const files = applyToRepository(root, kind, args);
    console.log(`${files.length} files written:\n  ${files.join('\n  ')}`);
    // docs/platform.md follows the registry (a new process reads the registry just written).
    execFileSync(path.join(root, 'node_modules', '.bin', 'tsx'), ['packages/platform/scripts/platform-doc.ts'], {
      cwd: root,
      stdio: 'inherit',
    });
    console.log('Next: npm install once (the lockfile learns the new workspace).');
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}
