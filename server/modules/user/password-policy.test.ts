import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@common/errors/error-codes';
import { passwordProblem } from './password-policy';

describe('password policy', () => {
  it.each([
    ['a-long-secret-phrase', 'new@example.org'],
    ['correct horse battery staple', 'new@example.org'],
    ['Tr0ub4dor&3-extended', 'someone@example.org'],
  ])('accepts %s', async (password, login) => {
    expect(await passwordProblem(password, login)).toBeNull();
  });

  it.each([
    ['short1!', ErrorCode.PasswordTooWeak],
    ['x'.repeat(129), ErrorCode.PasswordTooWeak],
    ['aaaaaaaaaaaa', ErrorCode.PasswordTooWeak],
    ['abababababab', ErrorCode.PasswordTooWeak],
    ['password123', ErrorCode.PasswordCommon],
    ['1234567890', ErrorCode.PasswordCommon],
    ['qwertyuiop', ErrorCode.PasswordCommon],
    ['Sunshine2026!', ErrorCode.PasswordCommon],
    ['!!!baseball!!!', ErrorCode.PasswordCommon],
    ['Passwort123456', ErrorCode.PasswordCommon],
    ['iloveyouiloveyou', ErrorCode.PasswordCommon],
    ['abcabcabcabc', ErrorCode.PasswordTooWeak],
    ['jane.doe-2026-secret', ErrorCode.PasswordContainsLogin],
    ['XX-JANE.DOE-XX-long', ErrorCode.PasswordContainsLogin],
  ])('refuses %s', async (password, code) => {
    expect(await passwordProblem(password, 'jane.doe@example.org')).toBe(code);
  });

  it('counts characters, not UTF-16 units', async () => {
    expect(await passwordProblem('🔒🔑🗝️🔐🛡️⚔️', 'x@example.org')).toBe(ErrorCode.PasswordTooWeak);
    expect(await passwordProblem('🔒🔑🗝🔐🛡⚔🏰🐉🦄🌈', 'x@example.org')).toBeNull();
  });
});
