import { createApiClient, createDocumentCookieStore, type ApiClient } from '@kwc/hooks';
import { toast } from '@kwc/ui';

/** The browser's API client (it validates every answer with the kwc-domain schemas). */
export function createBrowserClient(): ApiClient {
  const cookies = createDocumentCookieStore();
  return createApiClient({
    baseUrl: '',
    getCookie: (name) => cookies.get(name),
    // Spec section 8: network failures and 5xx answers show 'Wystąpił nieoczekiwany błąd'.
    notifier: { error: (message) => toast.error(message) },
  });
}
