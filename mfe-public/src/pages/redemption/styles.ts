/**
 * The public redemption pages' own rules on top of the shell's light kit (`.card`, `.field*`, `.btn*` in
 * shell/src/index.html), as one small style element: no CSS loader in the build, no antd (ADR 0004). Mobile
 * first: one column from 360 px, the cards widen on larger screens. Colours are the shell's variables, so
 * light and dark mode both hold their contrast.
 */
export const PUBLIC_CSS = `
.public-wide { max-width: 720px; margin: 0 auto; }
.public-wide .card { max-width: none; margin: 16px 0; }
.public-card h2 { font-size: 20px; margin: 0 0 8px; font-weight: 600; }
.public-card h2:focus { outline: none; }
.public-card h2:focus-visible { outline: 3px solid var(--c-focus); outline-offset: 2px; }
.public-list { margin: 0 0 16px; padding-left: 20px; }
.public-list li { margin-bottom: 4px; }
.public-actions { display: flex; flex-wrap: wrap; gap: 8px; margin-top: 8px; }
.public-note { margin: 16px 0 0; color: var(--c-text-2); }
.steps { display: grid; grid-template-columns: 1fr; gap: 4px; margin: 0; padding: 0; list-style: none; counter-reset: step; }
.steps li { display: flex; align-items: center; gap: 10px; padding: 4px 0; color: var(--c-text-2); counter-increment: step; }
.steps li::before { content: counter(step); display: inline-flex; align-items: center; justify-content: center; flex: 0 0 24px; height: 24px; border-radius: 50%; border: 1px solid var(--c-border-strong); font-size: 13px; }
.steps li[data-done]::before { background: var(--c-hover); }
.steps li[aria-current='step'] { color: var(--c-text); font-weight: 600; }
.steps li[aria-current='step']::before { background: var(--c-primary); border-color: var(--c-primary); color: var(--c-on-primary); }
@media (min-width: 600px) { .steps { grid-template-columns: 1fr 1fr; column-gap: 16px; } }
.steps-toggle { display: none; }
@media (max-width: 599.98px) {
  .steps-toggle { display: inline-block; margin-top: 8px; min-height: 24px; }
  .steps[data-compact] { display: flex; flex-wrap: wrap; gap: 6px; align-items: center; }
  .steps[data-compact] li { padding: 0; }
  .steps[data-compact] li:not([aria-current]) .step-name { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
}
.greeting { margin: 0 0 16px; padding: 16px; border-left: 4px solid var(--c-primary); background: var(--c-hover); border-radius: 6px; white-space: pre-line; }
.greeting p { margin: 0 0 8px; }
.greeting p:last-child { margin: 0; }
.offers { display: grid; gap: 12px; margin: 0 0 16px; padding: 0; border: 0; }
.offers legend { font-weight: 600; margin-bottom: 8px; padding: 0; }
.offer { display: grid; grid-template-columns: auto 1fr; gap: 12px; align-items: start; padding: 12px; border: 1px solid var(--c-border-strong); border-radius: 8px; cursor: pointer; }
.offer:has(input:checked) { border-color: var(--c-primary); box-shadow: 0 0 0 1px var(--c-primary); }
.offer:has(input:focus-visible) { outline: 3px solid var(--c-focus); outline-offset: 2px; }
.offer[data-sold-out] { cursor: not-allowed; opacity: 0.75; }
.offer input { width: 18px; height: 18px; margin: 2px 0 0; accent-color: var(--c-primary); }
.offer-body { display: flex; flex-direction: column; gap: 4px; min-width: 0; }
.offer-name { font-weight: 600; }
.offer-meta { color: var(--c-text-2); font-size: 13px; }
.offer img { width: 100%; max-width: 240px; aspect-ratio: 4 / 3; object-fit: cover; border-radius: 6px; background: var(--c-hover); }
.form-grid { display: grid; grid-template-columns: 1fr; column-gap: 12px; }
@media (min-width: 600px) { .form-grid { grid-template-columns: 1fr 1fr; } .form-grid .span-2 { grid-column: span 2; } }
.summary { margin: 0 0 16px; padding: 12px; border: 1px solid var(--c-border-strong); border-radius: 8px; }
.summary dt { color: var(--c-text-2); font-size: 13px; }
.summary dd { margin: 0 0 8px; }
.qr { display: inline-block; padding: 12px; background: #fff; border-radius: 8px; line-height: 0; }
.order-number { font-size: 22px; font-weight: 600; letter-spacing: 0.05em; font-variant-numeric: tabular-nums; }
.btn-link { border: 0; background: none; padding: 0; color: var(--c-text); text-decoration: underline; text-decoration-color: var(--c-primary-hover); text-decoration-thickness: 2px; text-underline-offset: 3px; cursor: pointer; font: inherit; }
.btn-link:focus-visible { outline: 3px solid var(--c-focus); outline-offset: 2px; }
`;
