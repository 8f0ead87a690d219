import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../../server/app.ts';
import { seedId } from '../../server/seed/ids.ts';
import { seedDemo } from '../../server/seed/seed.ts';
import { expectCode, expectOk, gqlClient, grantOf, roleHeaders, session, type Gql } from './accounts-helpers.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';

// Issue 13, the medical questionnaire: the seeded form is read in the person's language (English the fallback),
// and answers outside spec §5's limits or without the safety answers are refused, whatever the browser did.

const DEMO_FORM = seedId('form:demo:PRE_ASSESSMENT');
const SEMAGLUTIDE = seedId('product:demo:semaglutide-program');
const WEIGHTLOSS = seedId('category:demo:WEIGHTLOSS');
const FORM = /* GraphQL */ `query Form($id: ID!, $locale: String) { form(id: $id, locale: $locale) { name description currentVersion { schema } } }`;
const STORE = /* GraphQL */ `mutation Store($input: StoreUserResponsesInput!) { storeUserResponses(input: $input) { id score { passed } } }`;

type FormAnswer = { form: { name: string; description: string | null; currentVersion: { schema: { title: string; properties: Record<string, { title: string; minimum?: number; expectedAnswer?: boolean }> } } } };

describe('the pre-assessment in four languages, and its limits on the server', () => {
  let deps: TestDeps;
  let gql: Gql;

  beforeAll(async () => {
    deps = await createTestDeps();
    await seedDemo(deps.db);
    gql = gqlClient(createApp(deps));
  });
  afterAll(() => deps.close());

  const read = async (locale: string | null, headers: Record<string, string> = {}) => expectOk(await gql<FormAnswer>(FORM, { id: DEMO_FORM, locale }, headers)).form;

  test('each language has its own words over the same questions, limits and expected answers', async () => {
    const english = await read('en');
    expect(english.name).toBe('Weight loss pre-assessment');
    expect(english.currentVersion.schema.properties['age']?.title).toBe('Age');

    const spanish = await read('es');
    expect(spanish.name).toBe('Cuestionario previo para perder peso');
    expect(spanish.currentVersion.schema.title).toBe('Cuestionario previo para perder peso');
    expect(spanish.currentVersion.schema.properties['age']).toEqual({ ...english.currentVersion.schema.properties['age'], title: 'Edad' });
    expect(spanish.currentVersion.schema.properties['pancreatitis']).toEqual({ ...english.currentVersion.schema.properties['pancreatitis'], title: '¿Has tenido pancreatitis alguna vez?' });

    expect((await read('fr')).currentVersion.schema.properties['age']?.title).toBe('Âge');
    expect((await read('pt-BR')).currentVersion.schema.properties['age']?.title).toBe('Idade');
    // Without a locale the app's language header decides; an unsupported language reads English.
    expect((await read(null, { 'x-language': 'pt' })).name).toBe('Questionário prévio de perda de peso');
    expect((await read('de')).name).toBe('Weight loss pre-assessment');
  });

  test('out-of-range numbers and unanswered safety questions are refused, not changed', async () => {
    const client = await session(gql, 'client@demo.test');
    const asClient = roleHeaders(client.tokens, grantOf(client.grants, 'CLIENT'));
    const store = (answers: Record<string, unknown>) =>
      gql(STORE, { input: { clientDraftId: randomUUID(), formId: DEMO_FORM, productId: SEMAGLUTIDE, categoryId: WEIGHTLOSS, answers } }, asClient);
    const outOfRange = await store({ age: 0, weight: 29, heightFeet: 9, heightInches: 12, pregnancy: false, thyroidCancer: false, pancreatitis: false, eatingDisorder: false, triedLifestyle: true });
    expectCode(outOfRange, 'BAD_USER_INPUT');
    expect(outOfRange.errors?.[0]?.extensions?.fields).toEqual({
      'input.answers.age': 'validation.invalid',
      'input.answers.weight': 'validation.invalid',
      'input.answers.heightFeet': 'validation.invalid',
      'input.answers.heightInches': 'validation.invalid',
    });
    const unanswered = await store({ age: 41, weight: 210, heightFeet: 5, heightInches: 7 });
    expect(unanswered.errors?.[0]?.extensions?.fields).toEqual({
      'input.answers.pregnancy': 'validation.required',
      'input.answers.thyroidCancer': 'validation.required',
      'input.answers.pancreatitis': 'validation.required',
      'input.answers.eatingDisorder': 'validation.required',
      'input.answers.triedLifestyle': 'validation.required',
    });
    // The limits themselves are accepted.
    const edges = expectOk(await store({ age: 120, weight: 30, heightFeet: 8, heightInches: 11, pregnancy: false, thyroidCancer: false, pancreatitis: false, eatingDisorder: false, triedLifestyle: true }));
    expect(edges).toBeTruthy();
  });
});
