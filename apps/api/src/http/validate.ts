import { VALIDATION_MESSAGES } from '@kwc/domain';
import type { Context } from 'hono';
import type { z } from 'zod';

import { BadRequestError } from './errors';
import { holdsNul, NUL_IN_BODY_MESSAGE } from './input';

/** Validates input with a kwc-domain schema; bad input is a 400 with the schema's Polish message. */
export function validate<T extends z.ZodType>(
  schema: T,
  value: unknown,
  fallbackMessage = 'Nieprawidłowe zapytanie',
): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new BadRequestError(result.error.issues[0]?.message ?? fallbackMessage);
  return result.data;
}

/**
 * Validates a request body with a kwc-domain schema; bad input is a 400 carrying the Polish message
 * of each wrong field (the first issue per field), by the field's name.
 */
export function validateBody<T extends z.ZodType>(
  schema: T,
  value: unknown,
  /** Objects whose fields are reported by their own names (`review.title` as `title`). */
  nested: readonly string[] = [],
): z.infer<T> {
  // Issues the schema gives no message for get a Polish one, never zod's English default.
  const result = schema.safeParse(value, {
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? VALIDATION_MESSAGES.required
        : VALIDATION_MESSAGES.invalidValue,
  });
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = nested.includes(String(issue.path[0])) && issue.path.length > 1 ? issue.path[1] : issue.path[0];
    if (field !== undefined && !(String(field) in fields)) fields[String(field)] = issue.message;
  }
  if (Object.keys(fields).length > 0) throw BadRequestError.ofFields(fields);
  throw new BadRequestError(result.error.issues[0]?.message ?? 'Nieprawidłowe dane');
}

/** JSON bodies; `navigator.sendBeacon` posts them as text/plain, so the content type is not trusted. */
export async function jsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new BadRequestError('Nieprawidłowe dane: oczekiwano JSON');
  }
  // PostgreSQL text cannot hold a NUL: refused here rather than failing the query as a 500.
  if (holdsNul(body)) throw new BadRequestError(NUL_IN_BODY_MESSAGE);
  return body;
}
