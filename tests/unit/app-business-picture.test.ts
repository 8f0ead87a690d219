// Spec §1: the page's favicon follows the business picture, except when the picture is the literal RANDOM.
import { describe, expect, it } from 'vitest';
import { usableBusinessPicture } from '../../src/app/business-context.ts';

describe('business picture as favicon', () => {
  it.each([
    { picture: '/images/catalogue/demo-clinic.svg', expected: '/images/catalogue/demo-clinic.svg' },
    { picture: 'https://cdn.example.org/logo.png', expected: 'https://cdn.example.org/logo.png' },
    { picture: 'RANDOM', expected: null },
    { picture: '', expected: null },
    { picture: null, expected: null },
    { picture: undefined, expected: null },
  ])('$picture -> $expected', ({ picture, expected }) => {
    expect(usableBusinessPicture(picture)).toBe(expected);
  });
});
