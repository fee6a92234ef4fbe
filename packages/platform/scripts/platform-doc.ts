/** Writes docs/platform.md from the registry (`npm run docs -w @cadeau/platform`). */
import fs from 'node:fs';
import path from 'node:path';
import { platform } from '../src';
import { PLATFORM_DOC_PATH, renderPlatformDoc } from '../src/docs';

const target = path.resolve(__dirname, '..', '..', '..', PLATFORM_DOC_PATH);
fs.writeFileSync(target, renderPlatformDoc(platform));
console.log(`wrote ${path.relative(process.cwd(), target)}`);
