import { createLifecycles } from '@cadeau/ui/lifecycles';
import { Root } from './Root';

/** single-spa lifecycles of mfe-products (exposed as `mfe_products/app`); the shell passes the container element. */
export const { bootstrap, mount, unmount } = createLifecycles(Root);
