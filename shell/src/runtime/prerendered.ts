/**
 * The start page's build-time copy (ADR 0025): the gateway serves `/` with the page's markup already in the
 * HTML (`#prerendered`) and the React root hidden, so the page paints before any JavaScript has run. The shell
 * boots into the hidden root as usual and swaps the two once the live page is there, without a spinner in between.
 */
export const PRERENDERED_ID = 'prerendered';

const FIELDS = 'input, textarea, select';
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';

function fieldsOf(el: Element): (HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement)[] {
  return Array.from(el.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(FIELDS));
}

/**
 * Gives a React-controlled field the value the visitor typed into the copy: React notices a value only through
 * its own setter being bypassed and an input event, as if the visitor had typed it.
 */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string): void {
  const proto = Object.getPrototypeOf(field) as object;
  const setter = Object.getOwnPropertyDescriptor(proto, 'value')?.set;
  if (!setter) return;
  setter.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Whether the page was served with a pre-rendered copy that is still shown. */
export function showsPrerendered(doc: Document = document): boolean {
  return !!doc.getElementById(PRERENDERED_ID);
}

/**
 * Shows the live page in place of the copy. What the visitor typed into the copy's fields before the scripts ran is
 * carried over, and so is the focus; both only when the live page has the same fields (it renders the same markup).
 * Safe to call any number of times, also on pages served without a copy.
 */
export function revealLivePage(doc: Document = document): void {
  const root = doc.getElementById('root');
  const copy = doc.getElementById(PRERENDERED_ID);
  if (root?.hidden) root.hidden = false;
  if (!copy || !root) return;

  const copyFocusables = Array.from(copy.querySelectorAll(FOCUSABLE));
  const focusIndex = doc.activeElement ? copyFocusables.indexOf(doc.activeElement) : -1;
  const typed = fieldsOf(copy).map((f) => f.value);
  copy.remove();

  const liveFields = fieldsOf(root);
  if (liveFields.length === typed.length) {
    liveFields.forEach((field, i) => {
      if (typed[i] && field.value !== typed[i]) typeInto(field, typed[i]);
    });
  }
  const liveFocusables = Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
  if (focusIndex >= 0 && liveFocusables.length === copyFocusables.length) liveFocusables[focusIndex]?.focus();
}
