import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { createConfirmedClient, type ConfirmedPerson } from './accounts.ts';
import { graphql } from './client-api.ts';
import { asDemoStaff } from './orders-api.ts';

/** The demo business's id, as the admin operations take it. */
export async function demoBusinessId(request: APIRequestContext): Promise<string> {
  const decoded = await graphql<{ decodeBusinessAndLocation: { business: { id: string } } }>(
    request,
    'query { decodeBusinessAndLocation(businessShortId: "demo", locationShortId: "main") { business { id } } }',
    {},
  );
  return decoded.decodeBusinessAndLocation.business.id;
}

/**
 * A new business admin of demo for one test: demo's own admin logins allow one session at a time and other tests
 * sign in with them, so a test that works in the admin console through the browser uses its own admin.
 */
export async function freshDemoAdmin(request: APIRequestContext, label: string): Promise<ConfirmedPerson> {
  const admin = await createConfirmedClient(request, label);
  await asDemoStaff(
    request,
    'mutation($b: ID!, $input: StaffInviteInput!, $k: ID!) { adminInvitePerson(businessId: $b, input: $input, idempotencyKey: $k) { person { userId } } }',
    { b: await demoBusinessId(request), input: { email: admin.email, firstName: admin.firstName, lastName: admin.lastName, roles: ['BUSINESS_ADMIN'] }, k: randomUUID() },
  );
  return admin;
}
