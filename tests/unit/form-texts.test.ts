import { describe, expect, it } from 'vitest';
import { formTexts, translateForm } from '../../src/domain/forms/form-texts.ts';
import { preAssessmentForm, preAssessmentFormTranslations } from '../../server/seed/data/pre-assessment-form.ts';

// Issue 13: the questionnaire's words per language over one structure (the seed's form is the test data).

const form = {
  schema: {
    title: 'Check',
    type: 'object',
    required: ['age'],
    properties: {
      age: { type: 'integer', title: 'Age', minimum: 1, maximum: 120 },
      sex: { type: 'string', title: 'Sex', enum: ['f', 'm'], enumNames: ['Female', 'Male'] },
      pregnant: { type: 'boolean', title: 'Pregnant?', expectedAnswer: false },
    },
  },
  uiSchema: { age: { 'ui:help': 'In years' } },
};

describe('form texts', () => {
  it('lists every text a person reads, by pointer', () => {
    expect([...formTexts(form).entries()]).toEqual([
      ['/schema/title', 'Check'],
      ['/schema/properties/age/title', 'Age'],
      ['/schema/properties/sex/title', 'Sex'],
      ['/schema/properties/sex/enumNames/0', 'Female'],
      ['/schema/properties/sex/enumNames/1', 'Male'],
      ['/schema/properties/pregnant/title', 'Pregnant?'],
      ['/uiSchema/age/ui:help', 'In years'],
    ]);
  });

  it('replaces texts only; structure, limits and expected answers stay, and missing texts fall back', () => {
    const translated = translateForm(form, {
      '/schema/properties/age/title': 'Edad',
      '/schema/properties/sex/enumNames/1': 'Hombre',
      '/uiSchema/age/ui:help': 'En años',
      // Not a text: ignored, so a translation cannot change what is asked or how it is scored.
      '/schema/properties/age/minimum': '0',
      '/schema/properties/pregnant/expectedAnswer': 'true',
      '/schema/properties/unknown/title': 'Nada',
    });
    expect(translated.schema).toEqual({
      ...form.schema,
      properties: {
        age: { type: 'integer', title: 'Edad', minimum: 1, maximum: 120 },
        sex: { type: 'string', title: 'Sex', enum: ['f', 'm'], enumNames: ['Female', 'Hombre'] },
        pregnant: { type: 'boolean', title: 'Pregnant?', expectedAnswer: false },
      },
    });
    expect(translated.uiSchema).toEqual({ age: { 'ui:help': 'En años' } });
    // The source is untouched.
    expect(form.schema.properties.age.title).toBe('Age');
  });

  it('the seeded pre-assessment has every text in Spanish, French and Portuguese, and no other', () => {
    const english = [...formTexts(preAssessmentForm).keys()].sort();
    for (const language of ['es', 'fr', 'pt'] as const) {
      const translation = preAssessmentFormTranslations[language];
      expect(Object.keys(translation.texts).sort(), language).toEqual(english);
      expect(translation.name.length).toBeGreaterThan(0);
      for (const [pointer, text] of Object.entries(translation.texts)) expect(text, `${language} ${pointer}`).not.toBe(formTexts(preAssessmentForm).get(pointer));
    }
  });
});
