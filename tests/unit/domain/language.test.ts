import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  detectLanguage,
  emergencyNumber,
  sanitizeLanguage,
  SUPPORTED_LANGUAGES,
} from '../../../src/domain/language.ts';

describe('supported languages (spec §1, §9)', () => {
  it('are en, es, fr and pt with en as default', () => {
    expect([SUPPORTED_LANGUAGES, DEFAULT_LANGUAGE]).toEqual([['en', 'es', 'fr', 'pt'], 'en']);
  });
});

describe('sanitizeLanguage: supported base language or null', () => {
  it.each([
    { value: 'en', expected: 'en' },
    { value: 'es', expected: 'es' },
    { value: 'fr', expected: 'fr' },
    { value: 'pt', expected: 'pt' },
    { value: 'es-MX', expected: 'es' },
    { value: 'pt-BR', expected: 'pt' },
    { value: 'pt_BR', expected: 'pt' },
    { value: 'EN-us', expected: 'en' },
    { value: ' fr-CA ', expected: 'fr' },
    { value: 'zh-Hant-TW', expected: null },
    { value: 'de', expected: null },
    { value: 'eng', expected: null },
    { value: 'e', expected: null },
    { value: '', expected: null },
    { value: null, expected: null },
    { value: undefined, expected: null },
    { value: '<script>alert(1)</script>', expected: null },
    { value: 'es<script>', expected: null },
    { value: 'javascript:alert(1)', expected: null },
    { value: 'es"onload="x', expected: null },
    { value: "es'", expected: null },
    { value: 'es;drop', expected: null },
    { value: 'es-MX extra', expected: null },
    { value: 'es-', expected: null },
    { value: `es-${'a'.repeat(40)}`, expected: null },
    { value: 'es-abcdefghi', expected: null },
  ])('$value -> $expected', ({ value, expected }) => {
    expect(sanitizeLanguage(value)).toBe(expected);
  });
});

describe('detectLanguage: lng query, local storage, session storage, browser, en (spec §1)', () => {
  it.each([
    { sources: { query: 'es', localStorage: 'fr', sessionStorage: 'pt', navigatorLanguages: ['pt-BR'] }, expected: 'es' },
    { sources: { query: null, localStorage: 'fr', sessionStorage: 'pt', navigatorLanguages: ['es'] }, expected: 'fr' },
    { sources: { localStorage: null, sessionStorage: 'pt', navigatorLanguages: ['es'] }, expected: 'pt' },
    { sources: { navigatorLanguages: ['pt-BR', 'en'] }, expected: 'pt' },
    { sources: { navigatorLanguages: ['de-DE', 'fr-FR'] }, expected: 'fr' },
    { sources: { navigatorLanguages: ['de-DE'] }, expected: 'en' },
    { sources: {}, expected: 'en' },
    { sources: { query: '<script>', localStorage: 'es' }, expected: 'es' },
    { sources: { query: 'javascript:alert(1)', localStorage: 'x"y', sessionStorage: 'fr-CA' }, expected: 'fr' },
    { sources: { query: 'de', navigatorLanguages: ['es-MX'] }, expected: 'es' },
    { sources: { query: '<script>', navigatorLanguages: null }, expected: 'en' },
  ])('$sources -> $expected', ({ sources, expected }) => {
    expect(detectLanguage(sources)).toBe(expected);
  });
});

describe('emergency number in the FAQ: 911, 192 in Portuguese (spec §9)', () => {
  it.each([
    { language: 'en', expected: '911' },
    { language: 'es', expected: '911' },
    { language: 'fr', expected: '911' },
    { language: 'pt', expected: '192' },
  ] as const)('$language -> $expected', ({ language, expected }) => {
    expect(emergencyNumber(language)).toBe(expected);
  });
});
