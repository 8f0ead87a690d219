// Shared by the front desk API tests: the operations' documents and a valid client creation input.
import { randomUUID } from 'node:crypto';

export const CLIENT_FIELDS = /* GraphQL */ `
  id userId firstName lastName email dob gender phoneCode phone timezone heightCm heightUnit weight weightUnit status createdAt invitationExpiresAt personEditable
  defaultAddress { id addressLine1 addressLine2 city state country zipcode isDefault }
`;

export const RECEPTION_CLIENTS = /* GraphQL */ `
  query RC($search: String, $page: Int) { receptionClients(search: $search, page: $page) { totalCount page pageSize nodes { ${CLIENT_FIELDS} } } }
`;
export const RECEPTION_CLIENT = /* GraphQL */ `query R($id: ID!) { receptionClient(id: $id) { ${CLIENT_FIELDS} } }`;
export const CREATE_CLIENT = /* GraphQL */ `
  mutation CC($input: ReceptionClientInput!, $key: ID!, $language: String) {
    receptionCreateClient(input: $input, idempotencyKey: $key, language: $language) { outcome invitationSent replayed client { ${CLIENT_FIELDS} } }
  }
`;
export const UPDATE_CLIENT = /* GraphQL */ `mutation U($id: ID!, $input: ReceptionClientUpdateInput!) { receptionUpdateClient(id: $id, input: $input) { ${CLIENT_FIELDS} } }`;
export const RESEND = /* GraphQL */ `mutation RS($id: ID!) { receptionResendInvitation(id: $id) { id status invitationExpiresAt } }`;
export const INVITATION = /* GraphQL */ `query I($token: String!) { clientInvitation(token: $token) { email firstName businessName expiresAt } }`;
export const SET_PASSWORD = /* GraphQL */ `mutation SP($token: String!, $password: String!) { setPasswordFromInvitation(token: $token, password: $password) { success email } }`;
export const RECEPTION_BOOKINGS = /* GraphQL */ `
  query RB($search: String, $stage: BookingTab, $clientId: ID, $page: Int) {
    receptionBookings(search: $search, stage: $stage, clientId: $clientId, page: $page) { totalCount page pageSize nodes { id displayId productName status } }
  }
`;
export const RECEPTION_BOOKING = /* GraphQL */ `query RBI($id: ID!) { receptionBooking(id: $id) { id displayId productName status } }`;
export const RECEPTION_CONSULT = /* GraphQL */ `
  query RCS($id: ID!) { receptionConsult(hcpSessionId: $id) { clientName clientInCall providerInCall session { id status startTime provider { name } } } }
`;

export type ClientJson = {
  id: string;
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  dob: string | null;
  gender: string | null;
  phoneCode: string;
  phone: string | null;
  timezone: string | null;
  heightCm: number | null;
  heightUnit: string;
  weight: number | null;
  weightUnit: string | null;
  status: 'ACTIVE' | 'PENDING';
  invitationExpiresAt: string | null;
  personEditable: boolean;
  defaultAddress: { id: string; addressLine1: string; addressLine2: string | null; city: string; state: string; country: string; zipcode: string; isDefault: boolean } | null;
};
export type CreateClientJson = { receptionCreateClient: { outcome: 'CREATED' | 'LINKED' | 'EXISTING'; invitationSent: boolean; replayed: boolean; client: ClientJson } };
export type ClientPageJson = { receptionClients: { totalCount: number; page: number; pageSize: number; nodes: ClientJson[] } };

let made = 0;

/** A valid creation form (spec §3 fields) with a fresh email; override anything. */
export function clientInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  made += 1;
  return {
    firstName: 'Rosa',
    lastName: 'Delgado',
    email: `desk-${made}-${randomUUID()}@clients.test`,
    dob: '07/14/1984',
    phoneCode: '+1',
    phone: '(212) 555-0142',
    gender: 'FEMALE',
    timezone: 'America/New_York',
    height: { unit: 'FT_IN', feet: 5, inches: 6 },
    weight: { value: '150.5', unit: 'Lb' },
    address: { addressLine1: '12 Atlantic Avenue', addressLine2: '3C', country: 'US', state: 'NY', city: 'Brooklyn', zipcode: '11201' },
    ...overrides,
  };
}

/** The set-password token in the newest invitation mailed to `body`'s address. */
export function invitationToken(body: string | undefined): string {
  const token = /set-password\?token=([A-Za-z0-9_-]+)/.exec(body ?? '')?.[1];
  if (!token) throw new Error('no invitation link in the mail');
  return token;
}
