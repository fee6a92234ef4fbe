import { contrast } from '@cadeau/ui/testing';
import { NOTIFICATION_BADGE_RED } from './NotificationBell';

// axe found the unread count at 3.6:1 in dark mode (white on the dark theme's error red): the badge's own red
// must carry its white count at 4.5:1 (WCAG 1.4.3, text under 18 px) whatever the colour mode.
it('draws the unread count at 4.5:1 or more', () => {
  expect(contrast('#fff', NOTIFICATION_BADGE_RED)).toBeGreaterThanOrEqual(4.5);
});
