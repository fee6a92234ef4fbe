import path from 'node:path';

/** The repository root: this file is packages/stack/src/paths.ts. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');
