/** Bad input: the API answers 400 with this (Polish) message and changes nothing. */
export class BadRequestError extends Error {
  override readonly name = 'BadRequestError';
}
