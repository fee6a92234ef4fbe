import { useEffect } from 'react';
import { showError } from '@cadeau/ui/toast';

/** Shows a failed load once as a translated error toast (not on every render). */
export function useErrorToast(error: unknown) {
  useEffect(() => {
    if (error) showError(error);
  }, [error]);
}
