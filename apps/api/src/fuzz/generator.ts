import fc from 'fast-check';

/**
 * Requests an attacker would try, generated from the OpenAPI document: every path and method, its
 * parameters and body schema, with values that are sometimes right and often wrong (wrong types,
 * missing and extra fields, huge and empty strings, control characters, out-of-range numbers,
 * traversal in path parameters, bodies that are not JSON or too large, unknown content types).
 */

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
};

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

/** One operation of the document, as the generator needs it. */
export interface Operation {
  method: string;
  /** `/api/…/{param}`. */
  path: string;
  parameters: Parameter[];
  /** The JSON body's schema, `multipart` for an upload, or none. */
  body: JsonSchema | 'multipart' | null;
}

/** A body as it is sent; large ones stay symbolic so a failing case prints short. */
export type FuzzBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'text'; text: string }
  | { kind: 'huge'; bytes: number; chunked: boolean };

export interface FuzzRequest {
  method: string;
  /** Path and query under `/api`, percent-encoded as sent. */
  target: string;
  contentType: string | null;
  body: FuzzBody;
  /** Logged in with the fuzzer's own account. */
  loggedIn: boolean;
  /** `Sec-Fetch-Site` sent, as a browser would (cross-site unsafe requests are refused). */
  site: 'same-origin' | 'cross-site' | null;
  /** The operation it was drawn from, `METHOD /api/path`. */
  operation: string;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** The operations of an OpenAPI document. */
export function operationsOf(document: { paths: Record<string, Record<string, unknown>> }): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods)
      .filter(([method]) => METHODS.includes(method))
      .map(([method, raw]) => {
        const operation = raw as {
          parameters?: Parameter[];
          requestBody?: { content: Record<string, { schema: JsonSchema }> };
        };
        const content = operation.requestBody?.content ?? {};
        const body = content['multipart/form-data']
          ? ('multipart' as const)
          : (content['application/json']?.schema ?? null);
        return { method: method.toUpperCase(), path, parameters: operation.parameters ?? [], body };
      }),
  );
}

/** Strings chosen to break things: empty, huge, control and odd unicode, injections, traversal. */
const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\t\r\n',
  '\u001b[31m',
  '\u202e\u200b\ufeff',
  '\ud800',
  '\udfff\ud800',
  '😀👩‍👩‍👧',
  'Zażółć gęślą jaźń',
  'x'.repeat(10_000),
  'ą'.repeat(3000),
  "' OR 1=1 --",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  '{{7*7}}${7*7}',
  '../../../etc/passwd',
  '..\\..\\windows',
  '%00',
  '%2e%2e%2f',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '99999999999999999999999',
  '-1',
  '0x10',
  'true',
  'null',
  '[]',
  '{}',
  '__proto__',
  'constructor',
];

const hostileString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
);

const hostileNumber = fc.oneof(
  fc.constantFrom(0, -1, 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 1, Number.MAX_SAFE_INTEGER, 1e308, -1e308, 0.5),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Anything at all, of any JSON type. */
const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.jsonValue({ maxDepth: 3 }),
  fc.constant({ __proto__: { admin: true }, constructor: { prototype: { admin: true } } }),
);

/** A value the schema allows, as far as the generator can tell (bounds, enums, shapes). */
function fitting(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (options && options.length > 0) return fc.oneof(...options.map((option) => valueFor(option, depth)));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.format === 'date') return fc.constantFrom('1990-01-01', '2030-12-31', '0000-00-00');
      {
        const minLength = Math.min(schema.minLength ?? 0, 30);
        return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(schema.maxLength ?? 30, 30)) });
      }
    case 'integer': {
      const min = Math.max(schema.minimum ?? 0, -(2 ** 31));
      return fc.integer({ min, max: Math.max(min, Math.min(schema.maximum ?? min + 1000, 2 ** 31 - 1)) });
    }
    case 'number': {
      const min = schema.minimum ?? 0;
      return fc.double({ min, max: Math.max(min, schema.maximum ?? min + 1000), noNaN: true });
    }
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return depth > 3 ? fc.constant([]) : fc.array(valueFor(schema.items ?? {}, depth + 1), { maxLength: 4 });
    case 'object':
      return depth > 3 ? fc.constant({}) : objectFor(schema, depth + 1);
    default:
      return anyJson;
  }
}

/** Mostly a fitting value, sometimes anything (a wrong type, out of range, hostile). */
function valueFor(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 3, arbitrary: fitting(schema, depth) }, { weight: 1, arbitrary: anyJson });
}

/** An object of the schema's fields, each maybe left out, plus maybe fields it does not know. */
function objectFor(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const known = fc.record(
    Object.fromEntries(Object.entries(properties).map(([name, property]) => [name, valueFor(property, depth)])),
    { requiredKeys: Object.keys(properties).filter((name) => required.has(name)) },
  );
  const extra = fc.dictionary(fc.oneof(hostileString, fc.constantFrom('id', 'userId', 'role', 'status')), anyJson, {
    maxKeys: 2,
  });
  return fc.oneof(
    { weight: 4, arbitrary: known },
    { weight: 1, arbitrary: fc.tuple(known, extra).map(([a, b]) => ({ ...(b as object), ...(a as object) })) },
    // A required field missing.
    {
      weight: 1,
      arbitrary: known.chain((value) => {
        const keys = Object.keys(value as object);
        if (keys.length === 0) return fc.constant(value);
        return fc.constantFrom(...keys).map((key) => {
          const { [key]: _dropped, ...rest } = value as Record<string, unknown>;
          return rest;
        });
      }),
    },
  );
}

/** Percent-encoded UTF-8 (a lone surrogate goes as U+FFFD, as a browser sends it). */
export function percent(value: string): string {
  return [...Buffer.from(value, 'utf8')]
    .map((byte) =>
      /[A-Za-z0-9\-_.~]/.test(String.fromCharCode(byte))
        ? String.fromCharCode(byte)
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`,
    )
    .join('');
}

/** Path parameter values: plain ones the routes may know, and traversal and encoding tricks. */
const PATH_TRICKS = [
  '..',
  '%2e%2e',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%2F..%2Fetc%2Fpasswd',
  '%2F',
  '%252e%252e%252f',
  '%C0%AE%C0%AE%2F',
  '%ZZ',
  '%',
  '%00',
  '%E2%80%AE',
  '0',
  '-1',
  '1',
  '2',
  '99999999999999999999',
  '1.5',
  '1e3',
  'ania.demo',
  'kremy-do-twarzy',
  `${'a'.repeat(2000)}`,
];

/**
 * A generated value as URL text: an object as its JSON (one with a `toString` or `valueOf` key of its
 * own, which `fc.jsonValue` makes, has no text of its own).
 */
function asText(value: unknown): string {
  return typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value);
}

function pathValue(parameter: Parameter): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...PATH_TRICKS) },
    { weight: 1, arbitrary: fitting(parameter.schema, 3).map((value) => percent(asText(value))) },
    { weight: 1, arbitrary: hostileString.map((value) => percent(value)) },
  );
}

/** A query value, encoded; sometimes a hostile one, sometimes repeated or broken encoding. */
function queryPairs(parameters: Parameter[]): fc.Arbitrary<string[]> {
  const known = parameters.map((parameter) =>
    fc.option(
      fc
        .oneof(
          { weight: 3, arbitrary: valueFor(parameter.schema, 2).map((value) => percent(asText(value))) },
          { weight: 1, arbitrary: fc.constantFrom('%ZZ', '%', '%00', '%2F..%2F', '%E2%82', 'a&b=c', '+') },
        )
        .map((value) => `${percent(parameter.name)}=${value}`),
      { freq: parameter.required ? 6 : 2 },
    ),
  );
  const extra = fc.array(
    fc.tuple(hostileString, hostileString).map(([name, value]) => `${percent(name)}=${percent(value)}`),
    { maxLength: 2 },
  );
  return fc
    .tuple(fc.tuple(...known), extra)
    .map(([pairs, more]) => [...pairs.filter((pair): pair is string => pair !== null), ...more]);
}

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'multipart/form-data',
  'application/xml',
  'image/webp',
  'x/unknown; q=<>',
];

/** The largest body the API reads (1 MiB) and a little over, and one far over. */
const HUGE_SIZES = [1024 * 1024 + 1, 3 * 1024 * 1024, 12 * 1024 * 1024];

function bodyFor(operation: Operation): fc.Arbitrary<FuzzBody> {
  const schemaBody =
    operation.body && operation.body !== 'multipart'
      ? valueFor(operation.body).map((value): FuzzBody => ({ kind: 'json', value }))
      : anyJson.map((value): FuzzBody => ({ kind: 'json', value }));
  const multipart = fc.constantFrom<FuzzBody>(
    {
      kind: 'text',
      text: '--fuzz\r\nContent-Disposition: form-data; name="photo"; filename="a.webp"\r\n\r\nRIFF\r\n--fuzz--\r\n',
    },
    { kind: 'text', text: '--fuzz\r\nContent-Disposition: form-data; name="avatar"\r\n\r\n' },
    { kind: 'text', text: '--fuzz--' },
  );
  return fc.oneof(
    { weight: 6, arbitrary: schemaBody },
    { weight: 1, arbitrary: fc.constant<FuzzBody>({ kind: 'none' }) },
    { weight: 2, arbitrary: hostileString.map((text): FuzzBody => ({ kind: 'text', text })) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<FuzzBody>(
        { kind: 'text', text: '{"a":' },
        { kind: 'text', text: '{"a":1}}' },
        { kind: 'text', text: '\u0000\u0001\u0002' },
        { kind: 'text', text: '[' + '['.repeat(5000) },
        { kind: 'text', text: '{"a":"\\ud800"}' },
        { kind: 'text', text: '{"__proto__":{"isAdmin":true}}' },
      ),
    },
    { weight: operation.body === 'multipart' ? 3 : 1, arbitrary: multipart },
    {
      weight: 1,
      arbitrary: fc
        .tuple(fc.constantFrom(...HUGE_SIZES), fc.boolean())
        .map(([bytes, chunked]): FuzzBody => ({ kind: 'huge', bytes, chunked })),
    },
  );
}

/** Every request the fuzzer may send for one operation. */
export function requestFor(operation: Operation): fc.Arbitrary<FuzzRequest> {
  const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParameters = operation.parameters.filter((parameter) => parameter.in === 'query');
  const unsafe = operation.method !== 'GET';
  return fc
    .record({
      // Now and then a method the path does not document.
      method: fc.oneof(
        { weight: 12, arbitrary: fc.constant(operation.method) },
        { weight: 1, arbitrary: fc.constantFrom('PUT', 'OPTIONS', 'HEAD', 'PATCH', 'DELETE', 'POST') },
      ),
      path: fc.tuple(...pathParameters.map(pathValue)),
      query: queryPairs(queryParameters),
      contentType: fc.oneof(
        { weight: 5, arbitrary: fc.constant<string | null>('application/json') },
        { weight: 2, arbitrary: fc.constantFrom<string | null>(null, ...CONTENT_TYPES) },
      ),
      body: unsafe ? bodyFor(operation) : fc.constant<FuzzBody>({ kind: 'none' }),
      loggedIn: fc.boolean(),
      site: fc.oneof(
        { weight: 8, arbitrary: fc.constant<FuzzRequest['site']>('same-origin') },
        { weight: 1, arbitrary: fc.constantFrom<FuzzRequest['site']>('cross-site', null) },
      ),
    })
    .map(({ method, path, query, contentType, body, loggedIn, site }) => {
      let index = 0;
      const filled = operation.path.replace(/^\/api/, '').replace(/\{\w+\}/g, () => path[index++] ?? 'x');
      return {
        method,
        target: query.length > 0 ? `${filled}?${query.join('&')}` : filled,
        contentType: body.kind === 'none' && !unsafe ? null : contentType,
        body: method === 'HEAD' ? { kind: 'none' as const } : body,
        loggedIn,
        site,
        operation: `${operation.method} ${operation.path}`,
      };
    });
}

/** A request for any operation of the document. */
export function anyRequest(operations: Operation[]): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(...operations.map(requestFor));
}

/** The bytes of a body and the headers that go with it. */
export function encodeBody(body: FuzzBody): { data: string | Buffer | undefined; chunked: boolean } {
  switch (body.kind) {
    case 'none':
      return { data: undefined, chunked: false };
    case 'json':
      return { data: JSON.stringify(body.value) ?? 'undefined', chunked: false };
    case 'text':
      return { data: body.text, chunked: false };
    case 'huge':
      return { data: Buffer.alloc(body.bytes, 0x61), chunked: body.chunked };
  }
}
