/** What a language's pre-rendered start page puts into the shell's built index.html. */
export interface PrerenderedPage {
  lang: string;
  /** The document title, as the page itself sets it (`<title> · Cadeau`). */
  title: string;
  /** Static markup of the public layout with the page inside. */
  markup: string;
}

function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Replaces exactly one occurrence of `pattern`, so a changed template fails the build instead of shipping a copy-less page. */
function replaceOnce(html: string, pattern: RegExp, replacement: string, what: string): string {
  const matches = html.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`));
  if (matches?.length !== 1) throw new Error(`index.html: expected one ${what}, found ${matches?.length ?? 0}`);
  return html.replace(pattern, () => replacement);
}

/**
 * The copy is only looked at until the live page replaces it: its submit buttons are disabled, so neither a click
 * nor Enter in a field submits a form natively (a GET would carry what was typed, a gift code, into the URL and
 * the server's logs); they read as busy (`.btn[disabled]`) until the page is ready. Test ids are dropped, so the
 * live page's elements are the only ones a test (or anyone) finds by them.
 */
export function inertCopy(markup: string): string {
  return markup
    .replace(/<button type="submit"/g, '<button type="submit" disabled=""')
    .replace(/ data-testid="[^"]*"/g, '');
}

const DEFERRED_SCRIPT = /<script defer(?:="")? src="?([^"\s>]+)"?><\/script>/g;

/**
 * The copy's scripts start loading once it has been painted: after the document was parsed, one frame (its paint)
 * and a task; at the latest a second after parsing (a tab in the background paints nothing). Loaded as `defer`
 * would load them, in order. Why: Lighthouse estimates a page's LCP from every request that started before the
 * observed paint, and the preload scanner starts a deferred script at once, so the copy's paint was estimated as if
 * it waited for 140 KiB of JavaScript (1.8 s instead of 0.7 s, in about half of the runs). For a visitor it costs one
 * frame before the download starts, against a copy that is on the screen already.
 */
function scriptsAfterFirstPaint(sources: string[]): string {
  return (
    '<script>(function(){var s=' +
    JSON.stringify(sources) +
    ',d=false;function l(){if(d)return;d=true;s.forEach(function(u){var e=document.createElement("script");' +
    'e.src=u;e.async=false;document.head.appendChild(e)})}function p(){requestAnimationFrame(function(){' +
    'setTimeout(l,0)});setTimeout(l,1000)}if(document.readyState==="loading")' +
    'document.addEventListener("DOMContentLoaded",p);else p()})()</script>'
  );
}

/**
 * The shell's built index.html with the start page already in it (ADR 0025): the document's language and title,
 * the React root hidden and the copy beside it. Styles stay as the build made them; the deferred scripts load
 * once the copy was painted (`scriptsAfterFirstPaint`), from where the first of them stood.
 */
export function prerenderedDocument(indexHtml: string, page: PrerenderedPage): string {
  let html = replaceOnce(indexHtml, /<html lang="?[a-zA-Z-]*"?/, `<html lang="${page.lang}"`, '<html lang>');
  html = replaceOnce(html, /<title>[^<]*<\/title>/, `<title>${escapeText(page.title)}</title>`, '<title>');
  html = replaceOnce(
    html,
    /<div id="?root"?><\/div>/,
    `<div id="root" hidden></div><div id="prerendered">${inertCopy(page.markup)}</div>`,
    'empty #root',
  );
  const sources = Array.from(html.matchAll(DEFERRED_SCRIPT), (m) => m[1]!);
  if (!sources.length) throw new Error('index.html: expected the deferred entry script, found none');
  let first = true;
  return html.replace(DEFERRED_SCRIPT, () => {
    const loader = first ? scriptsAfterFirstPaint(sources) : '';
    first = false;
    return loader;
  });
}
