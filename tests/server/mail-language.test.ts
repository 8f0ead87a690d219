// Emails in the user's language: the x-language header of the PWA is stored on the account (at sign-up, and
// whenever a signed-in request says another language), and code and booking mails are written in it.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../server/app.ts';
import { users } from '../../server/db/schema/index.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { seedId } from '../../server/seed/ids.ts';
import { settleAfterAnswer } from '../../server/services/auth/after-answer.ts';
import { expectOk, gqlClient, latestCode, ME, type Gql, type HeaderMap } from './accounts-helpers.ts';
import { bookConsult, emailOf, placeOrder } from './bookings-fixtures.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';
import { CARDS, createShopper, item } from './orders-helpers.ts';
import { AISHA, WEIGHTLOSS_CONSULT } from './scheduling-helpers.ts';

const DEMO_ORG = seedId('organization:demo');
const SIGNUP = /* GraphQL */ `
  mutation Signup($password: String!, $userInput: UserInput!) { clientSignup(password: $password, userInput: $userInput) { id userId } }
`;
const CONFIRM = /* GraphQL */ `mutation Confirm($email: String!, $code: String!) { confirmUserSignUp(email: $email, code: $code) { success } }`;
const FORGOT = /* GraphQL */ `mutation Forgot($email: String!) { sendForgotPasswordCode(email: $email) { success } }`;

/** Past the per-account burst window for codes (one per 30 s). */
const PAST_CODE_BURST_MS = 31_000;

describe('emails in the user’s language', () => {
  let deps: TestDeps;
  let gql: Gql;
  let n = 0;
  const freshEmail = () => `lang${++n}-${Date.now()}@example.test`;

  const stored = async (userId: string) => (await deps.db.select({ language: users.preferredLanguage }).from(users).where(eq(users.id, userId)))[0]?.language;
  const signup = async (email: string, headers: HeaderMap = {}) => {
    const answer = expectOk(
      await gql<{ clientSignup: { id: string; userId: string } }>(
        SIGNUP,
        { password: 'Signup!Pass1', userInput: { firstName: 'Lucía', lastName: 'Reyes', email, phone: '(212) 555-0188', dob: '1991-02-03', gender: 'FEMALE', timezone: 'America/New_York' } },
        { 'x-organization-id': DEMO_ORG, ...headers },
      ),
    ).clientSignup;
    // The account and its language are written just after the answer (server/services/auth/after-answer.ts).
    await settleAfterAnswer();
    return answer;
  };

  beforeAll(async () => {
    deps = await createTestDeps();
    deps.clock.set(new Date('2026-03-01T12:00:00Z'));
    await seedDemo(deps.db);
    gql = gqlClient(createApp(deps));
  });
  afterAll(() => deps.close());

  test('a sign-up from the app in Spanish stores Spanish and mails the code in Spanish', async () => {
    const email = freshEmail();
    const { userId } = await signup(email, { 'x-language': 'es' });
    expect(await stored(userId)).toBe('es');
    const [mail] = await deps.sentTo(email);
    expect(mail?.template).toBe('signup_code');
    expect(mail?.subject).toBe('Tu código de verificación de Carebook');
    const code = await latestCode(deps, email);
    expect(mail?.body).toBe(`Tu código de verificación de Carebook es ${code}.\n\nEl código caduca en 10 minutos. Si no te has registrado, puedes ignorar este mensaje.`);
  });

  test('without the header, or with a language the app does not have, the account is English', async () => {
    const cases: HeaderMap[] = [{}, { 'x-language': 'de' }, { 'x-language': '<script>alert(1)</script>' }];
    for (const headers of cases) {
      const email = freshEmail();
      const { userId } = await signup(email, headers);
      expect(await stored(userId)).toBe('en');
      expect((await deps.sentTo(email))[0]?.subject).toBe('Your Carebook verification code');
    }
  });

  test('a French user’s password reset code is French, whatever language the request says', async () => {
    const email = freshEmail();
    await signup(email, { 'x-language': 'fr' });
    expectOk(await gql(CONFIRM, { email, code: await latestCode(deps, email) }));
    deps.clock.advance(PAST_CODE_BURST_MS);
    // Anyone who knows the address may ask for a reset: the account's language decides, not the request's.
    expectOk(await gql(FORGOT, { email }, { 'x-language': 'en' }));
    const [mail] = await deps.sentTo(email);
    expect(mail?.template).toBe('password_reset_code');
    expect(mail?.subject).toBe('Votre code de réinitialisation du mot de passe Carebook');
    expect(mail?.body).toMatch(/^Votre code de réinitialisation du mot de passe Carebook est \d{4}\.\n\nLe code expire dans 10 minutes\. Si vous n’avez pas demandé à réinitialiser votre mot de passe, vous pouvez ignorer ce message\.$/);
    expect(await stored((await deps.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id ?? '')).toBe('fr');
  });

  test('the stored language follows the header of the signed-in user; a missing or unknown header changes nothing', async () => {
    const shopper = await createShopper(deps, gql);
    const me = (headers: HeaderMap) => gql(ME, {}, { authorization: shopper.headers.authorization ?? '', ...headers });
    expect(await stored(shopper.userId)).toBe('en');
    expectOk(await me({ 'x-language': 'pt' }));
    expect(await stored(shopper.userId)).toBe('pt');
    expectOk(await me({}));
    expectOk(await me({ 'x-language': 'klingon' }));
    expect(await stored(shopper.userId)).toBe('pt');
    expectOk(await me({ 'x-language': 'FR' }));
    expect(await stored(shopper.userId)).toBe('fr');
    // A request that never resolves the caller (a public query) does not touch the account.
    expectOk(await gql(/* GraphQL */ `query { countries { isoCode } }`, {}, { ...shopper.headers, 'x-language': 'es' }));
    expect(await stored(shopper.userId)).toBe('fr');
  });

  test('a user who switched the app to Spanish gets the booking confirmation in Spanish, .ics unchanged', async () => {
    const lucia = await createShopper(deps, gql, { card: CARDS.approve });
    const spanish = { ...lucia.headers, 'x-language': 'es' };
    const order = await placeOrder(deps, gql, { ...lucia, headers: spanish }, [item('weightloss-consult', 'WEIGHTLOSS')]);
    expect(await stored(lucia.userId)).toBe('es');
    // Monday 9 March 2026, 09:00 in New York (the shopper's profile zone; EDT since the 8th).
    await bookConsult(gql, spanish, order.orderItems[0]?.id ?? '', WEIGHTLOSS_CONSULT, AISHA, '2026-03-09T13:00:00.000Z');
    const [mail] = await deps.sentTo(await emailOf(deps, lucia.clientId));
    expect(mail?.template).toBe('session_booked');
    expect(mail?.subject).toBe('Tu cita está reservada: Weight Loss Consultation');
    const lines = (mail?.body ?? '').replace(/[\u00a0\u202f]/g, ' ').split('\n');
    expect(lines.slice(0, 5)).toEqual([
      'Hola, Olive:',
      '',
      'Weight Loss Consultation con Dr. Aisha Patel: tu consulta está reservada.',
      'Cuándo: lunes, 9 de marzo de 2026, 9:00 (GMT-4)',
      `Reserva: ${order.orderItems[0]?.displayId ?? ''}`,
    ]);
    expect(lines[5]).toMatch(/^Únete desde la página de tu reserva \(a partir de 15 minutos antes del inicio\): http\S+\/bookings\//);
    expect(lines.at(-1)).toBe('El archivo de calendario adjunto la añade a tu calendario o actualiza la entrada que ya tienes.');
    // Calendar data stays as it is.
    expect(mail?.attachments?.[0]?.content).toContain('SUMMARY:Weight Loss Consultation with Dr. Aisha Patel');
  });
});
