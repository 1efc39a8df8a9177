import {
  ACCOUNT_API,
  ADDED_PRODUCT_API,
  PROFILE_API,
  CATALOG_API,
  FOLLOW_API,
  FRONT_API,
  HIT_API,
  PAGES_API,
  REVIEW_API,
  apiErrorSchema,
  type EndpointDefinition,
} from '@kwc/domain';
import { z } from 'zod';

import { monitoringBatchSchema } from '../monitoring/schema';

type JsonSchema = Record<string, unknown>;

/** JSON Schema of a zod schema; refinements and transforms that JSON Schema cannot say are left out. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
}

function parameters(endpoint: EndpointDefinition) {
  const out: Record<string, unknown>[] = [];
  for (const [location, schema] of [
    ['path', endpoint.params],
    ['query', endpoint.query],
  ] as const) {
    if (!schema) continue;
    const object = jsonSchema(schema, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, property] of Object.entries(object.properties ?? {})) {
      out.push({
        name,
        in: location,
        required: location === 'path' || (object.required ?? []).includes(name),
        schema: property,
      });
    }
  }
  return out;
}

/** A drawn picture a catalogue row names by its file. */
const svgPicture = (summary: string, missing: string) => ({
  get: {
    summary,
    parameters: [{ name: 'file', in: 'path', required: true, schema: { type: 'string' } }],
    responses: {
      '200': { description: 'Obraz' },
      '400': { description: 'Nieprawidłowy adres obrazu' },
      '404': { description: missing },
    },
  },
});

/** Extra routes described outside the kwc-domain registries (their shapes are not JSON). */
const extraPaths = {
  '/api/monitoring/events': {
    post: {
      summary:
        "The site's real-user monitoring: a batch of web vitals, client errors and traffic sources, each logged (errors at warn). Sent as text/plain by navigator.sendBeacon, or as JSON.",
      tags: ['monitoring'],
      requestBody: {
        required: true,
        content: Object.fromEntries(
          ['application/json', 'text/plain'].map((type) => [
            type,
            { schema: jsonSchema(monitoringBatchSchema, 'input') },
          ]),
        ),
      },
      responses: {
        '204': { description: 'Zapisane' },
        '400': { description: 'Nieprawidłowe zdarzenia monitoringu' },
        '403': { description: 'Żądanie odrzucone: pochodzi spoza serwisu' },
        '413': { description: 'Zbyt duża paczka zdarzeń monitoringu' },
      },
    },
  },
  '/api/health': {
    get: {
      summary: 'Health check: the API and its database',
      responses: { '200': { description: 'Działa' }, '503': { description: 'Baza danych niedostępna' } },
    },
  },
  '/api/user/avatar/{file}': {
    get: {
      summary:
        "A user's avatar: `{userId}-{version}.webp`, a 256 px WebP square; cached for good (a new upload is a new address)",
      parameters: [{ name: 'file', in: 'path', required: true, schema: { type: 'string' } }],
      responses: { '200': { description: 'Obraz WebP' }, '404': { description: 'Nie znaleziono zdjęcia' } },
    },
  },
  '/api/reviews/photos/{photoId}/{file}': {
    get: {
      summary: "A review photo's WebP variant: `{width}-{version}.webp` (320, 640, 1280, never wider than the upload)",
      parameters: [
        { name: 'photoId', in: 'path', required: true, schema: { type: 'integer' } },
        { name: 'file', in: 'path', required: true, schema: { type: 'string' } },
      ],
      responses: { '200': { description: 'Obraz WebP' }, '404': { description: 'Nie ma takiego zdjęcia' } },
    },
  },
  '/api/images/placeholders/{name}': {
    get: {
      summary: 'The placeholder images: `18plus.svg` (an adult product before the age check), `avatar.svg` (no avatar)',
      parameters: [{ name: 'name', in: 'path', required: true, schema: { type: 'string' } }],
      responses: { '200': { description: 'Obraz SVG' }, '404': { description: 'Nie znaleziono obrazu' } },
    },
  },
  '/api/seo/sitemaps': {
    get: {
      summary: 'The files of sitemap.xml: `{ type, page }` each (≤ 50,000 addresses a file)',
      responses: { '200': { description: 'Lista plików mapy witryny' } },
    },
  },
  '/api/seo/sitemap/{type}/{page}': {
    get: {
      summary: 'The site paths of one sitemap file (types: pages, categories, brands, products, ingredients, articles)',
      parameters: [
        { name: 'type', in: 'path', required: true, schema: { type: 'string' } },
        { name: 'page', in: 'path', required: true, schema: { type: 'integer', minimum: 1 } },
      ],
      responses: { '200': { description: 'Ścieżki stron' }, '400': { description: 'Nieznana mapa witryny' } },
    },
  },
  '/api/docs': {
    get: { summary: 'This document as a browsable page', responses: { '200': { description: 'Strona HTML' } } },
  },
  '/api/docs/openapi.json': {
    get: { summary: 'This document (OpenAPI 3.1)', responses: { '200': { description: 'Dokument OpenAPI' } } },
  },
  '/api/images/products/{file}': {
    get: {
      summary:
        'Product packshot: `{id}.svg`, or a WebP width variant `{id}-{width}.webp` (160, 240, 320, 480, 640, 960)',
      parameters: [{ name: 'file', in: 'path', required: true, schema: { type: 'string' } }],
      responses: {
        '200': { description: 'Obraz' },
        '400': { description: 'Nieprawidłowy adres obrazu' },
        '404': { description: 'Brak produktu' },
      },
    },
  },
  '/api/images/marki/{file}': svgPicture(
    "A brand's logo (SVG), the file a brand names under the default brand image path",
    'Brak marki z tym obrazem',
  ),
  '/api/images/wlasciwosci/{file}': svgPicture(
    "A property option's picture (SVG), the file an option names under the default properties dictionary path",
    'Brak opcji z tym obrazem',
  ),
};

const errorBody = () => ({ 'application/json': { schema: jsonSchema(apiErrorSchema, 'output') } });

/** The session calls: they may answer 401 and, when rate-limited, 429. */
const SESSION_PATH = /^\/api\/(user|login_check|token|auth|captcha)(\/|$)/;

/** Writing, liking and moderating reviews (the counts excepted: anyone may read them). */
const REVIEW_PATH = /^\/api\/(reviews|moderation)(\/|$)/;

/** The answers of the review calls: logged out, not allowed (guards, role, another's review), missing, conflicting. */
const REVIEW_ERRORS = {
  '401': { description: 'Niezalogowany albo sesja wygasła', content: errorBody() },
  '403': {
    description: 'Brak uprawnień: cztery warunki dodania opinii, rola moderatora albo cudza opinia',
    content: errorBody(),
  },
  '404': { description: 'Nie ma takiej opinii, produktu albo linku', content: errorBody() },
  '409': {
    description: 'Opinia tego produktu już istnieje (`reviewId`) albo jej stan nie pozwala na zmianę',
    content: errorBody(),
  },
};

/** The answers of the added-product calls (all need a session; moderation needs the role). */
const ADDED_PRODUCT_ERRORS = {
  '401': { description: 'Niezalogowany albo sesja wygasła', content: errorBody() },
  '403': {
    description: 'Brak uprawnień: cztery warunki dodania produktu albo rola moderatora',
    content: errorBody(),
  },
  '404': { description: 'Nie ma takiego zgłoszonego produktu', content: errorBody() },
  '409': { description: 'Produkt został już sprawdzony (opublikowany albo odrzucony)', content: errorBody() },
};

const PROFILE_ERRORS = {
  '401': { description: 'Niezalogowany albo sesja wygasła (profile widzą zalogowani)', content: errorBody() },
  '404': {
    description: 'Nie ma takiego profilu (nieznany albo dezaktywowany) albo szkice innej osoby',
    content: errorBody(),
  },
};

/** The named wishlists' calls: the user's only, at most 5, names unique regardless of case. */
const WISHLIST_LIST_PATH = /^\/api\/kwc\/(wishlist-list|add-product-to-wishlist-list|rename-wishlist-list)$/;
const WISHLIST_LIST_ERRORS = {
  '401': { description: 'Niezalogowany albo sesja wygasła', content: errorBody() },
  '403': { description: 'Żądanie odrzucone: pochodzi spoza serwisu', content: errorBody() },
  '404': { description: 'Nie ma takiej listy tego użytkownika albo takiego produktu', content: errorBody() },
  '409': {
    description: 'Już 5 list albo lista o tej nazwie (bez względu na wielkość liter) istnieje',
    content: errorBody(),
  },
};

/** The answers of the HIT calls (all need a session). */
const HIT_ERRORS = {
  '401': { description: 'Niezalogowany albo sesja wygasła', content: errorBody() },
  '403': { description: 'Żądanie odrzucone: pochodzi spoza serwisu', content: errorBody() },
  '404': { description: 'Nie ma takiego produktu', content: errorBody() },
  '409': { description: 'Oznaczono już 30 produktów jako HIT (limit)', content: errorBody() },
};

/** The answers of the follow calls (all need a session). */
const FOLLOW_ERRORS = {
  '401': { description: 'Niezalogowany albo sesja wygasła', content: errorBody() },
  '403': { description: 'Żądanie odrzucone: pochodzi spoza serwisu', content: errorBody() },
  '404': { description: 'Nie ma takiego użytkownika (albo konto jest wyłączone)', content: errorBody() },
};

/** Answers of single calls that the groups above do not give. */
const OWN_ERRORS: Record<string, Record<string, { description: string; content: ReturnType<typeof errorBody> }>> = {
  // The heart and the recently viewed products are the visitor's: without a session or an anonymous id, 401.
  '/api/kwc/wishlist': { '401': { description: 'Brak sesji i identyfikatora odwiedzającego', content: errorBody() } },
  '/api/kwc/recently-viewed': {
    '401': { description: 'Brak sesji i identyfikatora odwiedzającego', content: errorBody() },
  },
  '/api/catalog/partner-offer': {
    '404': { description: 'Produktu nie ma w serwisie albo sklep nie ma jego oferty', content: errorBody() },
  },
  '/api/auth/facebook': { '404': { description: 'Logowanie przez Facebooka jest wyłączone', content: errorBody() } },
  '/api/auth/facebook/callback': {
    '404': { description: 'Logowanie przez Facebooka jest wyłączone', content: errorBody() },
  },
};

/** A screen-shaped call addressed by a slug or an id answers 404 when there is no such page. */
const PAGE_NOT_FOUND = { '404': { description: 'Nie ma takiej strony', content: errorBody() } };

/** The answers besides success: every unsafe method may be refused as cross-site (403). */
function errorResponses(endpoint: EndpointDefinition, tag: string): Record<string, unknown> {
  const session = SESSION_PATH.test(endpoint.path);
  const own =
    tag === 'reviews' && REVIEW_PATH.test(endpoint.path)
      ? REVIEW_ERRORS
      : tag === 'addedProducts'
        ? ADDED_PRODUCT_ERRORS
        : tag === 'profiles'
          ? PROFILE_ERRORS
          : tag === 'hits'
            ? HIT_ERRORS
            : WISHLIST_LIST_PATH.test(endpoint.path)
              ? WISHLIST_LIST_ERRORS
              : tag === 'follows'
                ? FOLLOW_ERRORS
                : null;
  if (own) {
    // The cross-site refusal guards unsafe methods only: a GET never answers it.
    const { '403': crossSite, ...safe } = own as Record<string, { description: string }>;
    const crossSiteOnly = crossSite?.description.startsWith('Żądanie odrzucone') ?? false;
    return {
      '400': {
        description: 'Nieprawidłowe dane (komunikat po polsku, `fields`: komunikat każdego pola)',
        content: errorBody(),
      },
      ...(endpoint.method === 'GET' && crossSiteOnly ? safe : own),
      '500': { description: 'Wystąpił nieoczekiwany błąd', content: errorBody() },
    };
  }
  return {
    '400': {
      description: 'Nieprawidłowe dane (komunikat po polsku, `fields`: komunikat każdego pola)',
      content: errorBody(),
    },
    ...(session ? { '401': { description: 'Niezalogowany albo sesja wygasła', content: errorBody() } } : {}),
    ...(endpoint.method !== 'GET'
      ? { '403': { description: 'Żądanie odrzucone: pochodzi spoza serwisu', content: errorBody() } }
      : {}),
    ...(endpoint.params && session
      ? { '404': { description: 'Link nieprawidłowy, użyty albo wygasły (`link_invalid`)', content: errorBody() } }
      : {}),
    ...(session
      ? {
          '429': {
            description: 'Zbyt wiele prób: nagłówek Retry-After i `retryAfter` w sekundach',
            content: errorBody(),
          },
        }
      : {}),
    '500': { description: 'Wystąpił nieoczekiwany błąd', content: errorBody() },
  };
}

function requestBody(endpoint: EndpointDefinition) {
  if (endpoint.upload) {
    const schema = { type: 'object', properties: { [endpoint.upload]: { type: 'string', format: 'binary' } } };
    return { requestBody: { required: true, content: { 'multipart/form-data': { schema } } } };
  }
  if (!endpoint.body) return {};
  return {
    requestBody: { required: true, content: { 'application/json': { schema: jsonSchema(endpoint.body, 'input') } } },
  };
}

function successResponse(endpoint: EndpointDefinition) {
  if (endpoint.redirect) return { '302': { description: 'Przekierowanie' } };
  if (!endpoint.response) return { '204': { description: 'OK' } };
  return {
    '200': { description: 'OK', content: { 'application/json': { schema: jsonSchema(endpoint.response, 'output') } } },
  };
}

/** Every body is bounded before its route reads it (`http/input.ts`). */
const BODY_TOO_LARGE = {
  '413': { description: 'Zbyt duże dane żądania (`payload_too_large`)', content: errorBody() },
};

/** Any call while the database cannot be reached (`db/unavailable.ts`); it recovers by itself. */
const DATABASE_UNAVAILABLE = {
  '503': { description: 'Serwis chwilowo niedostępny: nagłówek Retry-After w sekundach', content: errorBody() },
};

const sortedResponses = (responses: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(responses).sort(([a], [b]) => a.localeCompare(b)));

/** The calls with a `/catalog/test/…` variant (spec section 7: the test-search cookie). */
const TEST_VARIANTS = /^\/api\/catalog\/(category-info|products|text-search)$/;

/** The OpenAPI 3.1 document of the API, generated from the kwc-domain schemas. */
export function openApiDocument(
  registries: Record<string, Record<string, EndpointDefinition>> = {
    front: FRONT_API,
    catalog: CATALOG_API,
    pages: PAGES_API,
    account: ACCOUNT_API,
    reviews: REVIEW_API,
    addedProducts: ADDED_PRODUCT_API,
    profiles: PROFILE_API,
    hits: HIT_API,
    follows: FOLLOW_API,
  },
) {
  const paths: Record<string, Record<string, unknown>> = { ...extraPaths };
  for (const [tag, registry] of Object.entries(registries)) {
    for (const [operationId, endpoint] of Object.entries(registry)) {
      const operation = {
        operationId,
        tags: [tag],
        parameters: parameters(endpoint),
        ...requestBody(endpoint),
        responses: sortedResponses({
          ...successResponse(endpoint),
          ...errorResponses(endpoint, tag),
          ...(tag === 'pages' && endpoint.params ? PAGE_NOT_FOUND : {}),
          ...OWN_ERRORS[endpoint.path],
          ...(endpoint.body || endpoint.upload ? BODY_TOO_LARGE : {}),
          ...DATABASE_UNAVAILABLE,
        }),
      };
      paths[endpoint.path] ??= {};
      paths[endpoint.path]![endpoint.method.toLowerCase()] = operation;
      const testVariant = TEST_VARIANTS.exec(endpoint.path);
      if (testVariant) {
        const path = `/api/catalog/test/${testVariant[1]}`;
        paths[path] = {
          [endpoint.method.toLowerCase()]: {
            ...operation,
            operationId: `${operationId}TestVariant`,
            summary: `The same call on the tested search engine: the site uses it when the test-search cookie is 'on' (spec section 7)`,
          },
        };
      }
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'KWC API',
      version: '1.0.0',
      description: 'Katalog kosmetyków i opinie: API katalogu, wyszukiwarki, list ulubionych i stron serwisu.',
    },
    paths,
  };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!);

/** A self-contained, browsable page of the document: no third-party scripts or fonts. */
export function openApiHtml(document: ReturnType<typeof openApiDocument>): string {
  const operations = Object.entries(document.paths)
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => {
        const op = operation as { summary?: string; operationId?: string; tags?: string[] };
        return `<details><summary><span class="m m-${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code> <span class="d">${escapeHtml(op.summary ?? op.operationId ?? '')}</span></summary><pre>${escapeHtml(JSON.stringify(operation, null, 2))}</pre></details>`;
      }),
    )
    .join('\n');
  return `<!doctype html><html lang="pl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>KWC API — dokumentacja</title><meta name="robots" content="noindex">
<style>
body{font-family:system-ui,sans-serif;margin:0;color:#1f1a24;background:#faf7fb}
header{background:#6b2d8f;color:#fff;padding:24px 32px}h1{margin:0;font-family:Georgia,serif}
main{max-width:1100px;margin:0 auto;padding:24px 16px}details{background:#fff;border:1px solid #e4dce9;border-radius:8px;margin:8px 0}
summary{cursor:pointer;padding:12px 16px;display:flex;gap:12px;align-items:center;flex-wrap:wrap}
.m{font-weight:700;font-size:12px;padding:4px 8px;border-radius:4px;color:#fff;background:#5f566a}.m-get{background:#1f5fa8}.m-post{background:#2e7d32}
.m-delete{background:#c62828}.m-patch{background:#8a5a00}.d{color:#5f566a}pre{margin:0;padding:16px;overflow:auto;background:#1f1a24;color:#f4ecf9;font-size:12px;border-radius:0 0 8px 8px}
a{color:#6b2d8f}
</style></head><body><header><h1>KWC API</h1><p>${escapeHtml(document.info.description)} Dokument: <a style="color:#fff" href="docs/openapi.json">openapi.json</a></p></header>
<main>${operations}</main></body></html>`;
}
