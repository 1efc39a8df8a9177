import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as polishDictionary, translations as polishTranslations } from '@zxcvbn-ts/language-pl';

import { PASSWORD_STRENGTH_LABELS } from './account-messages';

export type PasswordStrengthScore = 0 | 1 | 2 | 3 | 4;

/** A password's strength for the meter shown while it is typed. */
export interface PasswordStrength {
  /** 0 (very weak) to 4 (very strong), spec section 3. */
  score: PasswordStrengthScore;
  /** Polish level name, e.g. 'bardzo słabe'. */
  label: (typeof PASSWORD_STRENGTH_LABELS)[number];
  /** Polish warning from the estimator, if any. */
  warning: string | null;
  /** Polish suggestions from the estimator. */
  suggestions: string[];
}

// Built on first use: the dictionaries are large, and building them at import time would be a
// side effect the package promises not to have ("sideEffects": false).
let estimator: ZxcvbnFactory | undefined;

function getEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...polishDictionary },
    graphs: adjacencyGraphs,
    translations: polishTranslations,
    useLevenshteinDistance: true,
  });
  return estimator;
}

/** The Polish name of a strength level: 0 'bardzo słabe' … 4 'bardzo silne'. */
export function passwordStrengthLabel(score: PasswordStrengthScore): PasswordStrength['label'] {
  return PASSWORD_STRENGTH_LABELS[score];
}

/**
 * Estimates password strength with zxcvbn-ts and its Polish dictionary, so common Polish words and
 * names count as weak. `userInputs` (e-mail, username) are penalised when the password contains them.
 */
export function passwordStrength(password: string, userInputs: readonly string[] = []): PasswordStrength {
  const result = getEstimator().check(password, [...userInputs]);
  return {
    score: result.score,
    label: passwordStrengthLabel(result.score),
    warning: result.feedback.warning,
    suggestions: result.feedback.suggestions,
  };
}
