import { t } from '@cadeau/ui/i18n';
import { toasts } from './bus';

export interface ErrorDisplay {
  /** The translation key to show as the summary. */
  key: string;
  /** For `zod.*` messages: one line per issue, shown under the summary. */
  issues: { path: (string | number)[]; message: string; params?: Record<string, string | number> }[];
  /** Values the key's text names (an expired voucher's campaign name and end date), when the answer has any. */
  params?: Record<string, string | number>;
}

/** The answer's `params` (ApiError keeps them), only when there are any. */
function paramsOf(err: unknown): Record<string, string | number> | undefined {
  const params = err && typeof err === 'object' ? (err as { params?: unknown }).params : undefined;
  if (!params || typeof params !== 'object' || !Object.keys(params).length) return undefined;
  return params as Record<string, string | number>;
}

function messageOf(err: unknown): string {
  if (typeof err === 'string') return err;
  if (err && typeof err === 'object' && 'message' in err && typeof (err as { message: unknown }).message === 'string') {
    return (err as { message: string }).message;
  }
  return '';
}

/**
 * Spec section 8's display mapping: no message → 'error.unknown'; 'error.…' as is; 'zod.…' as is with its
 * issue list; a message containing 'Failed to fetch' (the browser's network failure) → 'error.network';
 * anything else (never show raw technical text) → 'error.unknown'.
 */
export function errorDisplay(err: unknown): ErrorDisplay {
  const message = messageOf(err);
  if (!message) return { key: 'error.unknown', issues: [] };
  if (message.startsWith('error.')) {
    const params = paramsOf(err);
    return params ? { key: message, issues: [], params } : { key: message, issues: [] };
  }
  if (message.startsWith('zod.')) {
    const issues =
      err && typeof err === 'object' && Array.isArray((err as { issues?: unknown }).issues)
        ? (err as ErrorDisplay).issues
        : [];
    return { key: message, issues };
  }
  // 'Failed to fetch' is Chromium's wording; Firefox and Safari say these for the same failure.
  if (/Failed to fetch|NetworkError when attempting to fetch|Load failed/.test(message))
    return { key: 'error.network', issues: [] };
  return { key: 'error.unknown', issues: [] };
}

/** Translates a key with the values its text names; a key without text (a new server key the client lacks) falls back to 'error.unknown'. */
export function translateErrorKey(key: string, params?: Record<string, string | number>): string {
  const text = t(key, params);
  return text === key ? t('error.unknown') : text;
}

/** The translated summary and issue lines of an error, as the toast and inline messages show them. */
export function errorTexts(err: unknown): { summary: string; detail?: string } {
  const { key, issues, params } = errorDisplay(err);
  const lines = issues.map((i) => {
    const text = t(i.message, i.params);
    const path = i.path.join('.');
    return path ? `${path}: ${text}` : text;
  });
  return { summary: translateErrorKey(key, params), detail: lines.length ? lines.join('\n') : undefined };
}

/** Shows an error as a translated error toast in group 'notification'. Returns the toast id. */
export function showError(err: unknown): number {
  return toasts.add({ severity: 'error', ...errorTexts(err) });
}

/**
 * Removes the error toasts of group 'notification': an action that succeeded leaves no error of an earlier
 * try behind (issue 9: a failed login's toast stayed over the cockpit after the next login worked).
 */
export function dismissErrors(): void {
  toasts.removeSeverity('error');
}

/** Shows a success toast; the errors of earlier tries go (`dismissErrors`). */
export function showSuccess(summary: string, detail?: string): number {
  dismissErrors();
  return toasts.add({ severity: 'success', summary, detail });
}
