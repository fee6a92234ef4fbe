import { createLifecycles } from '@cadeau/ui/lifecycles';
import { Root } from './Root';

/** single-spa lifecycles of mfe-public (exposed as `mfe_public/app`); the shell passes the container element. */
export const { bootstrap, mount, unmount } = createLifecycles(Root);
