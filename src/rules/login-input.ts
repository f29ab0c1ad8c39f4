/**
 * What the login form may send (the server's rule, docs/api.md POST /api/auth/login): a mainland
 * mobile number, 11 digits starting with 1, and a password that is not empty. Checked before the
 * call so that a typo gets its own clear message instead of the server's generic 400.
 */

/** 11 digits starting with 1. */
export const MOBILE_PATTERN = /^1\d{10}$/;

/** Which field is wrong, the first one in the form's order; null when the form may be sent. */
export type LoginInputProblem = 'mobile' | 'password';

/**
 * The number as the buyer meant it: a Chinese IME may type full-width digits, and people write
 * numbers in groups ('138 0013 8000', '138-0013-8000').
 */
export function normaliseMobile(text: string): string {
  return text
    .replace(/[０-９]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
    .replace(/[\s-－]/g, '');
}

export function loginInputProblem(mobile: string, password: string): LoginInputProblem | null {
  if (!MOBILE_PATTERN.test(normaliseMobile(mobile))) return 'mobile';
  if (password === '') return 'password';
  return null;
}
