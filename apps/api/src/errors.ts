/** Bad input: the API answers 400 with this (Polish) message and changes nothing. */
export class BadRequestError extends Error {
  override readonly name = 'BadRequestError';
}

/** No visitor identity: 401, which the site ignores silently for its lists (spec section 8). */
export class UnauthorizedError extends Error {
  override readonly name = 'UnauthorizedError';
}
