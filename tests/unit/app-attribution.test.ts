// The attribution of src/app/attribution.ts (issue 17): ?ref=<code> leaves the code in the affiliateId cookie for 7
// days and a later link replaces it (last click wins); ?source=widget marks this tab; currentAttribution() reads both.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureAttribution, currentAttribution } from '../../src/app/attribution.ts';
import { normalizeAffiliateCode } from '../../src/domain/affiliates/affiliate-code.ts';
import { codeFromName, commissionOf } from '../../src/domain/affiliates/affiliate-rules.ts';

/** A document whose cookie setter keeps name=value pairs and records each assignment. */
function fakeDocument() {
  const jar = new Map<string, string>();
  const written: string[] = [];
  return {
    written,
    get cookie() {
      return [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    },
    set cookie(assignment: string) {
      written.push(assignment);
      const [pair = ''] = assignment.split('; ');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    },
  };
}

function fakeStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => void map.set(k, v),
  };
}

describe('attribution', () => {
  let doc: ReturnType<typeof fakeDocument>;
  beforeEach(() => {
    doc = fakeDocument();
    vi.stubGlobal('document', doc);
    vi.stubGlobal('sessionStorage', fakeStorage());
    vi.useFakeTimers({ now: new Date('2026-03-01T12:00:00Z') });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is APP with no affiliate by default', () => {
    captureAttribution('');
    expect(currentAttribution()).toEqual({ source: 'APP' });
  });

  it('keeps the code of ?ref= in the affiliateId cookie for 7 days, upper-cased', () => {
    captureAttribution('?ref=sofia-demo');
    expect(currentAttribution()).toEqual({ source: 'APP', affiliateCode: 'SOFIA-DEMO' });
    expect(doc.written).toHaveLength(1);
    expect(doc.written[0]).toMatch(/^affiliateId=SOFIA-DEMO; Expires=Sun, 08 Mar 2026 12:00:00 GMT; Path=\/; SameSite=Lax$/);
  });

  it('last click wins: a later link replaces the code; an invalid one leaves it alone', () => {
    captureAttribution('?ref=AMARA-LINKS');
    captureAttribution('?ref=BRUNO-7KQ2');
    expect(currentAttribution().affiliateCode).toBe('BRUNO-7KQ2');
    captureAttribution('?ref=%3Cscript%3E');
    captureAttribution('?ref=');
    expect(currentAttribution().affiliateCode).toBe('BRUNO-7KQ2');
  });

  it('?source=widget marks the tab as WIDGET, beside the affiliate', () => {
    captureAttribution('?source=widget&ref=SOFIA-DEMO');
    expect(currentAttribution()).toEqual({ source: 'WIDGET', affiliateCode: 'SOFIA-DEMO' });
    captureAttribution('?source=other');
    expect(currentAttribution().source).toBe('WIDGET');
  });
});

describe('affiliate codes and commission', () => {
  it.each([
    ['sofia-demo', 'SOFIA-DEMO'],
    [' AB12 ', 'AB12'],
    ['abc', null],
    ['-ABCD', null],
    ['A'.repeat(33), null],
    ['ab cd', null],
    [42, null],
  ])('normalizeAffiliateCode(%j) = %j', (value, expected) => {
    expect(normalizeAffiliateCode(value)).toBe(expected);
  });

  it('makes a valid code from a name', () => {
    expect(codeFromName('María-José', () => 0)).toBe('MARIAJOSE-AAAA');
    expect(normalizeAffiliateCode(codeFromName('Li'))).not.toBeNull();
    expect(normalizeAffiliateCode(codeFromName('李'))).not.toBeNull();
  });

  it('commission: basis points of the value in minor units, rounded down, never negative', () => {
    expect(commissionOf(3000, 1000)).toBe(300);
    expect(commissionOf(2999, 1250)).toBe(374);
    expect(commissionOf(-500, 1000)).toBe(0);
  });
});
