import sharp, { type Sharp } from 'sharp';

import { BadRequestError } from '../http/errors';

/** Refuses decompression bombs: an upload may not unpack into more pixels than this. */
const MAX_INPUT_PIXELS = 40_000_000;
/** sharp's names of the accepted formats (AVIF reads as heif). */
const FORMATS = ['jpeg', 'png', 'webp', 'heif'];

export interface UploadRules {
  /** The multipart field, for the error's `fields`. */
  field: string;
  types: readonly string[];
  maxBytes: number;
  messages: { type: string; tooLarge: string; unreadable: string };
}

/**
 * A form's file part, whichever `File` made it: a test environment's global (jsdom) is not Node's, which
 * the seed and the multipart parser use. A text field is a string and fails.
 */
function isFileLike(file: unknown): file is Pick<File, 'size' | 'type' | 'arrayBuffer'> {
  if (typeof file !== 'object' || file === null) return false;
  const candidate = file as Partial<File>;
  return (
    typeof candidate.size === 'number' &&
    typeof candidate.type === 'string' &&
    typeof candidate.arrayBuffer === 'function'
  );
}

/**
 * Checks an uploaded picture (declared type, size, and the content's real format) and gives a sharp
 * pipeline over it, auto-rotated; sharp drops EXIF, GPS and ICC on output unless asked to keep them.
 */
export async function decodeUpload(file: unknown, rules: UploadRules): Promise<Sharp> {
  const refused = (message: string) => BadRequestError.ofFields({ [rules.field]: message });
  if (!isFileLike(file) || file.size === 0) throw refused(rules.messages.type);
  if (file.size > rules.maxBytes) throw refused(rules.messages.tooLarge);
  if (!rules.types.includes(file.type)) throw refused(rules.messages.type);
  const input = Buffer.from(await file.arrayBuffer());
  let format: string | undefined;
  try {
    ({ format } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).metadata());
  } catch {
    throw refused(rules.messages.unreadable);
  }
  // The declared type is the browser's guess from the file name: the content must agree.
  if (!FORMATS.includes(format ?? '')) throw refused(rules.messages.type);
  return sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' }).rotate();
}

/** Runs a sharp step; a file that turns out unreadable half-way is the same 400. */
export async function encodeOrRefuse<T>(rules: UploadRules, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof BadRequestError) throw error;
    throw BadRequestError.ofFields({ [rules.field]: rules.messages.unreadable });
  }
}
