import type { Context } from 'hono';
import type { z } from 'zod';

import { BadRequestError } from './errors';

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

/** JSON bodies; `navigator.sendBeacon` posts them as text/plain, so the content type is not trusted. */
export async function jsonBody(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  try {
    return JSON.parse(text);
  } catch {
    throw new BadRequestError('Nieprawidłowe dane: oczekiwano JSON');
  }
}
