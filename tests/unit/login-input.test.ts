// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loginInputProblem, normaliseMobile } from '@/rules/login-input';

describe('the login form rule (rules/login-input.ts)', () => {
  it('takes a mobile of 11 digits starting with 1 and any non-empty password', () => {
    expect(loginInputProblem('13800138000', 'plush123')).toBeNull();
    expect(loginInputProblem('19912345678', ' ')).toBeNull();
  });

  it('names the mobile first when it is malformed', () => {
    for (const mobile of ['', '1380013800', '138001380001', '23800138000', '1380013800a', '+8613800138000']) {
      expect(loginInputProblem(mobile, 'plush123'), mobile).toBe('mobile');
    }
    expect(loginInputProblem('123', '')).toBe('mobile');
  });

  it('names the password when it is empty', () => {
    expect(loginInputProblem('13800138000', '')).toBe('password');
  });

  it('reads a number typed in groups or with full-width digits as the digits meant', () => {
    expect(normaliseMobile(' 138 0013 8000 ')).toBe('13800138000');
    expect(normaliseMobile('138-0013-8000')).toBe('13800138000');
    expect(normaliseMobile('１３８００１３８０００')).toBe('13800138000');
    expect(loginInputProblem('138 0013 8000', 'x')).toBeNull();
  });
});
