import { beforeEach, describe, expect, it } from 'vitest';
import { initialSignupDraft, type SignupDraft } from '../../src/features/auth/machines/signup-steps.ts';
import {
  SIGNUP_DRAFT_KEY,
  clearSignupDraft,
  loadSignupDraft,
  saveSignupDraft,
} from '../../src/features/auth/stores/signup-draft.ts';

class MemoryStorage {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

const draft: SignupDraft = {
  ...initialSignupDraft('org-1'),
  step: 'code',
  personal: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.test',
    phone: '(555) 123-4567',
    dob: '12/10/1990',
    gender: 'FEMALE',
  },
  clientId: 'client-1',
  userId: 'user-1',
};

describe('sign-up draft persistence', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
  });

  it('reads back what it saved', () => {
    saveSignupDraft(storage, draft);
    expect(loadSignupDraft(storage, 'org-1')).toEqual(draft);
  });

  it('never writes a password or an identity number, even when handed one', () => {
    const withSecrets = { ...draft, password: 'Secret!234', confirmPassword: 'Secret!234', ssn: '123-45-6789' };
    saveSignupDraft(storage, withSecrets);
    const stored = storage.getItem(SIGNUP_DRAFT_KEY) ?? '';
    expect(stored).not.toContain('Secret!234');
    expect(stored).not.toContain('123-45-6789');
    expect(JSON.parse(stored)).not.toHaveProperty('password');
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '{oops'],
    ['wrong shape', JSON.stringify({ step: 'personal' })],
    ['unknown step', JSON.stringify({ ...draft, step: 'payment' })],
    ['a finished sign-up', JSON.stringify({ ...draft, step: 'done' })],
  ])('returns null for %s', (_label, raw) => {
    if (raw !== null) storage.setItem(SIGNUP_DRAFT_KEY, raw);
    expect(loadSignupDraft(storage, 'org-1')).toBeNull();
  });

  it('does not continue a sign-up of another organization', () => {
    saveSignupDraft(storage, draft);
    expect(loadSignupDraft(storage, 'org-2')).toBeNull();
    expect(loadSignupDraft(storage, null)).toEqual(draft);
  });

  it('clears the draft', () => {
    saveSignupDraft(storage, draft);
    clearSignupDraft(storage);
    expect(loadSignupDraft(storage, 'org-1')).toBeNull();
  });

  it('survives a storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('quota');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    expect(() => saveSignupDraft(broken, draft)).not.toThrow();
    expect(loadSignupDraft(broken, 'org-1')).toBeNull();
  });
});
