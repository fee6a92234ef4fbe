import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './render';

export const dockerfile = fs.readFileSync(path.join(REPO_ROOT, 'Dockerfile'), 'utf8');

/** The Dockerfile's stages by their target name, each its text from its FROM line to the next. */
export const dockerStages: Map<string, string> = new Map(
  dockerfile
    .split(/\n(?=FROM )/)
    .map((stage): [string, string] => [/^FROM\s+\S+\s+AS\s+(\S+)/.exec(stage)?.[1] ?? '', stage])
    .filter(([name]) => name !== ''),
);

export function dockerStage(target: string): string {
  const stage = dockerStages.get(target);
  if (!stage) throw new Error(`the Dockerfile has no target ${target}`);
  return stage;
}
