import type Koa from 'koa';
import send from 'koa-send';
import type { GatewayConfig } from './config';
import { contentSecurityPolicy } from './security-headers';
import { ShellDocuments, type ShellDocument } from './shell-documents';

/** Names rspack gives content-hashed files (`main.3f2a9c1b.js`): safe to cache for a year. */
const HASHED = /[.-][0-9a-f]{8,}\.(js|css|png|svg|woff2?)$/;

/**
 * Serves the shell, each micro-frontend's bundles and the runtime manifest in single-node mode.
 * Unknown page paths get the shell's index.html: the shell decides what is a 404 page.
 */
export function staticFiles(roots: GatewayConfig['staticRoots'], envName: string): Koa.Middleware {
  const manifest = JSON.stringify({
    env: envName,
    remotes: Object.fromEntries(
      Object.values(roots.remotes).map((r) => [r.remoteName, `${r.urlPrefix}remoteEntry.js`]),
    ),
  });
  const documents = new ShellDocuments(roots.shell);

  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === '/api' || ctx.path.startsWith('/api/') || ctx.path.startsWith('/socket.io/')) return next();

    if (ctx.path === '/mfe-manifest.json') {
      ctx.set('Cache-Control', 'no-cache');
      ctx.type = 'application/json';
      ctx.body = manifest;
      return;
    }

    for (const remote of Object.values(roots.remotes)) {
      if (ctx.path.startsWith(remote.urlPrefix)) {
        const file = ctx.path.slice(remote.urlPrefix.length);
        if (await sendFile(ctx, remote.dir, file)) return;
        ctx.status = 404;
        ctx.body = 'Not found';
        return;
      }
    }

    if (ctx.path !== '/' && (await sendFile(ctx, roots.shell, ctx.path.slice(1)))) return;

    // `/` is the public start page: its pre-rendered copy in the visitor's language paints before any script runs
    // (ADR 0025). Every other page path gets the shell's index.html.
    let doc: ShellDocument | null = null;
    if (ctx.path === '/') {
      ctx.vary('Cookie');
      ctx.vary('Accept-Language');
      doc = documents.startPage(ctx.cookies.get('locale'), (available) =>
        ctx.get('Accept-Language') ? ctx.acceptsLanguages(available) : false,
      );
    }
    doc ??= documents.read('index.html');
    if (!doc) {
      ctx.status = 503;
      ctx.type = 'text/plain';
      ctx.body = 'The front end is not built yet: run `npm run build` (npm start does it for you).';
      return;
    }
    ctx.set('Cache-Control', 'no-cache');
    ctx.set('Content-Security-Policy', contentSecurityPolicy(doc.scriptHashes));
    ctx.type = 'html';
    ctx.body = doc.body;
  };
}

async function sendFile(ctx: Koa.Context, root: string, file: string): Promise<boolean> {
  if (!file || file.endsWith('/')) return false;
  try {
    await send(ctx, file, {
      root,
      hidden: false,
      setHeaders: (res, filePath) => {
        res.setHeader('Cache-Control', HASHED.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    return true;
  } catch (err) {
    const status = (err as { status?: number }).status;
    if (status === 404 || status === 400 || status === 403) return false;
    throw err;
  }
}
