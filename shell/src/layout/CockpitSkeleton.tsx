import { PageSkeleton } from '@cadeau/ui/cockpit';

/**
 * The cockpit frame's shape while the shell starts on a cockpit page or the cockpit layout's chunk loads: a header
 * bar, the navigation column (not on narrow screens, where it is a drawer) and a page skeleton, in the plain CSS of
 * index.html, so a cold cockpit load goes from these shapes straight to the page instead of blank, "Loading…" and
 * spinners in turn.
 */
export function CockpitSkeleton() {
  return (
    <div className="skeleton-frame" data-testid="cockpit-skeleton">
      <div className="shell-header" aria-hidden="true">
        <div className="skeleton" style={{ width: 120, height: 28 }} />
        <div className="skeleton" style={{ width: 96, height: 28 }} />
      </div>
      <div className="skeleton-frame-body">
        <div className="skeleton-frame-nav" aria-hidden="true">
          {[70, 55, 80, 60, 65].map((width) => (
            <div key={width} className="skeleton" style={{ width: `${width}%` }} />
          ))}
        </div>
        <div className="skeleton-frame-main">
          <PageSkeleton />
        </div>
      </div>
    </div>
  );
}
