// Every GraphQL request tells the server the app's language (x-language), so mails follow the app.
import { afterEach, describe, expect, it } from 'vitest';
import { buildHeaders } from '../../src/app/graphql-transport.ts';
import { i18n } from '../../src/app/i18n.ts';

describe('x-language request header', () => {
  afterEach(() => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
  });

  it.each(['none', 'organization', 'session'] as const)('is the active language in %s mode', (mode) => {
    i18n.loadAndActivate({ locale: 'es', messages: {} });
    expect(buildHeaders(mode)['x-language']).toBe('es');
  });

  it('is left out before a supported language is active', () => {
    i18n.loadAndActivate({ locale: 'xx', messages: {} });
    expect(buildHeaders('none')).toEqual({});
  });
});
