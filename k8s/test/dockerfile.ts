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

export interface DockerInstruction {
  keyword: string;
  args: string;
}

/** A stage's instructions in order: continuation lines joined, comments and the FROM line left out. */
export function instructionsOf(target: string): DockerInstruction[] {
  return dockerStage(target)
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .slice(1)
    .map((line) => {
      const [keyword, ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
}

/** The stages an image is made of, the base first and the target last (a FROM of an outside image ends the chain). */
export function stageChain(target: string): string[] {
  const base = /^FROM\s+(\S+)/.exec(dockerStage(target))![1];
  return dockerStages.has(base) ? [...stageChain(base), target] : [target];
}

/** Every instruction an image's stages run, in order (what `docker build --target` executes for its own layers). */
export function imageInstructions(target: string): DockerInstruction[] {
  return stageChain(target).flatMap(instructionsOf);
}

/** The last value an image sets for a keyword (CMD, USER, WORKDIR: the one that holds when it runs). */
export function lastOf(target: string, keyword: string): string | undefined {
  return imageInstructions(target)
    .filter((i) => i.keyword === keyword)
    .at(-1)?.args;
}

/** `COPY --from=<stage> <source…> <destination>` of an image's stages, as stage and sources. */
export function copiesFrom(target: string): Array<{ stage: string; sources: string[]; destination: string }> {
  return imageInstructions(target)
    .filter((i) => i.keyword === 'COPY' && i.args.startsWith('--from='))
    .map((i) => {
      const [from, ...paths] = i.args.split(/\s+/);
      return { stage: from.slice('--from='.length), sources: paths.slice(0, -1), destination: paths.at(-1)! };
    });
}
