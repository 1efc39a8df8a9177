import { Hono } from 'hono';

import type { ApiEnv } from '../http/env';
import { openApiDocument, openApiHtml } from './openapi';

let document: ReturnType<typeof openApiDocument> | undefined;
const current = () => (document ??= openApiDocument());

/** `/docs`: the OpenAPI document generated from the kwc-domain schemas, and a page to browse it. */
export const docsRoutes = new Hono<ApiEnv>()
  .get('/', (c) => c.html(openApiHtml(current())))
  .get('/openapi.json', (c) => c.json(current()));
