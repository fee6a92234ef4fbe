/**
 * Build step after `rspack build` (ADR 0025): renders the public start page `/` to static markup in each language,
 * inside the shell's public layout, and writes `dist/start.<lang>.html`: the built index.html with that markup in
 * it. The gateway serves the file of the visitor's language for `/`, so the page paints before any script has run
 * (issue 12: Largest Contentful Paint ≤ 1.8 s on a phone); the shell takes over once the live page has mounted.
 */
import fs from 'node:fs';
import path from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { startPageElement } from '@cadeau/mfe-public/prerender';
import { i18n, loadLanguage, supportedLanguages } from '@cadeau/ui/i18n';
import { TITLE_SUFFIX } from '@cadeau/ui/hooks';
import { SharedProviders } from '@cadeau/ui/theme';
import { DefaultLayout } from '../src/layout/DefaultLayout';
import { AppFrame } from '../src/layout/ViewContent';
import { prerenderedDocument } from './prerendered-document';

async function main() {
  const dist = path.join(__dirname, '..', 'dist');
  const indexHtml = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  for (const lang of supportedLanguages) {
    await loadLanguage(lang);
    await i18n.changeLanguage(lang);
    const { element, title } = await startPageElement(lang);
    // The same nesting as the live page: layout > app frame > slot > app container (shell/src/runtime/mfe-host.tsx).
    const markup = renderToStaticMarkup(
      <SharedProviders>
        <DefaultLayout>
          <AppFrame loading={false}>
            <div>
              <div>{element}</div>
            </div>
          </AppFrame>
        </DefaultLayout>
      </SharedProviders>,
    );
    const file = path.join(dist, `start.${lang}.html`);
    fs.writeFileSync(file, prerenderedDocument(indexHtml, { lang, title: `${title} · ${TITLE_SUFFIX}`, markup }));
    console.log(
      `prerendered / (${lang}): ${path.relative(process.cwd(), file)}, ${markup.length} characters of markup`,
    );
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
