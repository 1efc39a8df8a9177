/** Test id → segment name. */
export type AbSegments = Record<string, string>;

/** The `abconfig` cookie value of some segments. ours: `test:segment` pairs joined by `|`. */
export function encodeAbCookie(segments: Readonly<AbSegments>): string {
  return Object.entries(segments)
    .map(([testId, segment]) => `${encodeURIComponent(testId)}:${encodeURIComponent(segment)}`)
    .join('|');
}

/** Reads the `abconfig` cookie; malformed parts are skipped, as a cookie can be edited by hand. */
export function decodeAbCookie(value: string | null | undefined): AbSegments {
  const segments = new Map<string, string>();
  for (const part of (value ?? '').split('|')) {
    const [rawId, rawSegment, ...rest] = part.split(':');
    if (rawId === undefined || rawSegment === undefined || rest.length > 0) continue;
    try {
      const testId = decodeURIComponent(rawId);
      const segment = decodeURIComponent(rawSegment);
      if (testId !== '' && segment !== '') segments.set(testId, segment);
    } catch {
      // A malformed escape: the part is skipped like any other malformed part.
    }
  }
  return Object.fromEntries(segments);
}
