import { createDocumentCookieStore, type ApiClientOptions } from '@kwc/hooks';
import { toast } from '@kwc/ui';

/** How the browser's API calls are made: same origin, the document's cookies, failures as toasts. */
export function browserClientOptions(): ApiClientOptions {
  const cookies = createDocumentCookieStore();
  return {
    baseUrl: '',
    getCookie: (name) => cookies.get(name),
    // Spec section 8: network failures and 5xx answers show 'Wystąpił nieoczekiwany błąd'.
    notifier: { error: (message) => toast.error(message) },
  };
}
