import { createLifecycles } from '@cadeau/ui/lifecycles';
import { registerTexts } from './i18n';
import { Root } from './Root';

const lifecycles = createLifecycles(Root);

/**
 * single-spa lifecycles of mfe-public (exposed as `mfe_public/app`); the shell passes the container element.
 * Bootstrap first loads the app's texts of the current language (their own chunk), so no page renders a key.
 */
export const bootstrap = [() => registerTexts(), lifecycles.bootstrap];
export const { mount, unmount } = lifecycles;
