import { LEGAL_HINTS, LegalHint } from '../shared/LegalHint';

/** Beside a review's "received free / from a test campaign" label: what the label means (a legal hint). */
export const RECEIVED_AS_HINT = <LegalHint hint={LEGAL_HINTS.receivedAs} iconOnly />;
