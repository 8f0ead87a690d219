import { describe, expect, it } from 'vitest';
import { findGrant, pickGrant } from '../../src/app/pick-grant.ts';

const grant = (roleName: string, organizationId: string, targetId = `${roleName}-${organizationId}`) => ({ roleName, organizationId, targetId });

describe('pickGrant (active role after sign-in)', () => {
  const grants = [grant('RECEPTIONIST', 'org-a'), grant('CLIENT', 'org-b'), grant('CLIENT', 'org-a')];

  it("takes the CLIENT grant in the visited business's organization", () => {
    expect(pickGrant(grants, 'org-a')).toEqual(grant('CLIENT', 'org-a'));
  });

  it('takes the first grant when there is no CLIENT grant there', () => {
    expect(pickGrant(grants, 'org-z')).toEqual(grant('RECEPTIONIST', 'org-a'));
  });

  it('takes the first grant when no business is known', () => {
    expect(pickGrant(grants, null)).toEqual(grant('RECEPTIONIST', 'org-a'));
  });

  it('gives null without grants', () => {
    expect(pickGrant([], 'org-a')).toBeNull();
  });
});

describe('findGrant (the grant remembered in the currentUser cookie)', () => {
  const grants = [grant('CLIENT', 'org-a', 'client-1')];

  it('finds a grant the user still holds', () => {
    expect(findGrant(grants, { roleName: 'CLIENT', organizationId: 'org-a', targetId: 'client-1' })).toEqual(grants[0]);
  });

  it('ignores a remembered grant the user no longer holds', () => {
    expect(findGrant(grants, { roleName: 'CLIENT', organizationId: 'org-b', targetId: 'client-1' })).toBeNull();
    expect(findGrant(grants, null)).toBeNull();
  });
});
