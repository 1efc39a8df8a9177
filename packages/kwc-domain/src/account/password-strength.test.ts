import { describe, expect, it } from 'vitest';

import { passwordStrength, passwordStrengthLabel } from './password-strength';

describe('passwordStrength', () => {
  it('names the levels 0 to 4 in Polish', () => {
    expect([0, 1, 2, 3, 4].map((score) => passwordStrengthLabel(score as 0 | 1 | 2 | 3 | 4))).toEqual([
      'bardzo słabe',
      'słabe',
      'średnie',
      'silne',
      'bardzo silne',
    ]);
  });

  it('rates a common password very weak, with Polish feedback', () => {
    const strength = passwordStrength('qwerty123');
    expect(strength.score).toBe(0);
    expect(strength.label).toBe('bardzo słabe');
    expect(strength.warning).toBe('To jest podobne do często używanego hasła.');
  });

  it('knows Polish words, which an English-only dictionary would miss', () => {
    expect(passwordStrength('truskawka').score).toBeLessThanOrEqual(1);
    expect(passwordStrength('xqzvtrwplk').score).toBeGreaterThanOrEqual(3);
  });

  it('rates a long random passphrase very strong', () => {
    const strength = passwordStrength('Kx9#vTq2!mZr8&Lp');
    expect(strength.score).toBe(4);
    expect(strength.label).toBe('bardzo silne');
  });

  it("penalises the user's own e-mail or name", () => {
    expect(passwordStrength('MagdaKwiatkowska1990').score).toBe(3);
    const withInputs = passwordStrength('MagdaKwiatkowska1990', ['magdakwiatkowska', 'magda']);
    expect(withInputs.score).toBeLessThanOrEqual(1);
    expect(withInputs.warning).toBe('Nie powinno być żadnych danych osobowych, ani danych dotyczących strony.');
  });
});
