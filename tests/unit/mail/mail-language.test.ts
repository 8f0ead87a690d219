import { describe, expect, it } from 'vitest';
import { codeMailLanguage, parseLanguageHeader } from '../../../server/mail/language.ts';

describe('x-language header', () => {
  it.each([
    ['es', 'es'],
    ['FR', 'fr'],
    [' pt ', 'pt'],
    ['en', 'en'],
  ])('%j is %s', (value, language) => {
    expect(parseLanguageHeader(value)).toBe(language);
  });

  it.each([null, undefined, '', 'de', 'es-MX', 'english', '<script>', 'es,fr'])('%j is ignored', (value) => {
    expect(parseLanguageHeader(value)).toBeNull();
  });
});

describe('language of a code mail', () => {
  it('a sign-up code follows the request, else the account', () => {
    expect(codeMailLanguage('SIGNUP', 'fr', 'es')).toBe('es');
    expect(codeMailLanguage('SIGNUP', 'fr', null)).toBe('fr');
  });

  it('a reset code follows the account, else the request (unknown address), else English', () => {
    expect(codeMailLanguage('PASSWORD_RESET', 'fr', 'es')).toBe('fr');
    expect(codeMailLanguage('PASSWORD_RESET', null, 'pt')).toBe('pt');
    expect(codeMailLanguage('PASSWORD_RESET', null, null)).toBe('en');
  });
});
