import { describe, expect, it, vi } from 'vitest';
import { ERROR_CODES } from '../../src/domain/error-codes.ts';

// Unit tests run without the Lingui compiler: stand in for the `msg` macro with a descriptor of the source text.
vi.mock('@lingui/core/macro', () => ({
  msg: (strings: TemplateStringsArray) => ({ id: strings.join(''), message: strings.join('') }),
}));

const { errorMessages, messageForErrorCode, unexpectedErrorMessage } = await import('../../src/app/error-messages.ts');

describe('error code messages', () => {
  it.each(ERROR_CODES)('%s has a readable message', (code) => {
    const descriptor = messageForErrorCode(code);
    expect(descriptor.message?.length ?? 0).toBeGreaterThan(10);
  });

  it('maps exactly the codes the server sends', () => {
    expect(Object.keys(errorMessages).sort()).toEqual([...ERROR_CODES].sort());
  });

  it('uses the spec wording for the business, session and code errors', () => {
    expect(errorMessages.BUSINESS_NOT_FOUND.message).toBe('No business found, invalid url');
    expect(errorMessages.LOCATION_NOT_FOUND.message).toBe('No location found, invalid url');
    expect(errorMessages.SESSION_SUPERSEDED.message).toBe(
      'Your account is currently logged into another device. Please re-login to continue',
    );
    expect(errorMessages.INVALID_CODE.message).toBe(
      'Invalid code. The code you entered is incorrect. Please check and try again.',
    );
  });

  it('falls back to the unexpected-error message without a code', () => {
    expect(messageForErrorCode(null)).toBe(unexpectedErrorMessage);
  });
});
