// Spec §3: the visited business's organization id is kept in local storage with an expiry (and as the orgId cookie).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ORGANIZATION_MEMORY_DAYS, rememberOrganization, storedOrganizationId } from '../../src/app/stored-organization.ts';

const NOW = Date.parse('2026-11-24T12:00:00Z');
const DAY = 86_400_000;

describe('remembered organization', () => {
  let items: Map<string, string>;
  beforeEach(() => {
    items = new Map();
    vi.stubGlobal('localStorage', { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is read back until it expires', () => {
    rememberOrganization('org-1', NOW);
    expect(JSON.parse(items.get('organizationId') ?? '')).toEqual({ value: 'org-1', expiresAt: NOW + ORGANIZATION_MEMORY_DAYS * DAY });
    expect(storedOrganizationId(NOW + (ORGANIZATION_MEMORY_DAYS - 1) * DAY)).toBe('org-1');
    expect(storedOrganizationId(NOW + ORGANIZATION_MEMORY_DAYS * DAY)).toBeNull();
  });

  it.each(['not json', '{"value":""}', '{"value":"org-1"}', '{"value":42,"expiresAt":0}'])('ignores a damaged entry: %s', (raw) => {
    items.set('organizationId', raw);
    expect(storedOrganizationId(NOW)).toBeNull();
  });
});
