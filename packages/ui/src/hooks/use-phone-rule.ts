import { useEffect, useState } from 'react';

/**
 * The platform's one phone rule (`@cadeau/contracts/phone`, issue 23): libphonenumber-js with its `min` metadata,
 * about 28 KiB gzip. A cockpit page that shows or takes phone numbers loads it in a chunk of its own once it
 * renders, off the page's first load; until then stored numbers show as stored (E.164).
 */
export type PhoneRule = typeof import('@cadeau/contracts/phone');

/**
 * The contract's PHONE_MAX_LENGTH for a field's `maxLength`, copied so that a form does not import the rule's module
 * statically (which would put it back into the page's chunk); use-phone-rule.test.tsx proves both agree.
 */
export const PHONE_INPUT_MAX_LENGTH = 50;

let loading: Promise<PhoneRule> | null = null;
let loaded: PhoneRule | null = null;

/** Loads the rule once per app (again after a failed load). */
export function loadPhoneRule(): Promise<PhoneRule> {
  loading ??= import(/* webpackChunkName: "phone" */ '@cadeau/contracts/phone').then(
    (rule) => (loaded = rule),
    (err: unknown) => {
      loading = null;
      throw err;
    },
  );
  return loading;
}

/** The rule if it has loaded already, else null. */
export const loadedPhoneRule = (): PhoneRule | null => loaded;

/** The rule, loaded on first use: null on the renders before it has arrived. */
export function usePhoneRule(): PhoneRule | null {
  const [rule, setRule] = useState<PhoneRule | null>(loaded);
  useEffect(() => {
    if (rule) return;
    let live = true;
    loadPhoneRule().then(
      (m) => live && setRule(m),
      () => undefined, // a failed chunk: numbers stay as stored, the next page tries again
    );
    return () => {
      live = false;
    };
  }, [rule]);
  return rule;
}
