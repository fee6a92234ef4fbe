import { createLifecycles } from '@cadeau/ui/lifecycles';
import { Root } from './Root';

/** single-spa lifecycles of mfe-admin (exposed as `mfe_admin/app`); the shell passes the container element. */
export const { bootstrap, mount, unmount } = createLifecycles(Root);
