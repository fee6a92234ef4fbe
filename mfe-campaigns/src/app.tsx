import { createLifecycles } from '@cadeau/ui/lifecycles';
import { Root } from './Root';

/** single-spa lifecycles of mfe-campaigns (exposed as `mfe_campaigns/app`); the shell passes the container element. */
export const { bootstrap, mount, unmount } = createLifecycles(Root);
