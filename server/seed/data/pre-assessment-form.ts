import { PRE_ASSESSMENT_LIMITS as LIMITS } from '../../../src/domain/forms/pre-assessment-limits.ts';

/**
 * The weight-loss pre-assessment (an @rjsf JSON schema). Limits follow spec §5; yes/no medical questions carry
 * `expectedAnswer`, and the form passes when at least `passingPercentage` of those checks match.
 */
export const preAssessmentForm = {
  name: 'Weight loss pre-assessment',
  description: 'A few questions so your provider can check that a weight-loss program is safe for you.',
  schema: {
    title: 'Weight loss pre-assessment',
    type: 'object',
    passingPercentage: 75,
    required: ['age', 'weight', 'heightFeet', 'heightInches', 'pregnancy', 'thyroidCancer', 'pancreatitis', 'eatingDisorder', 'triedLifestyle'],
    properties: {
      age: { type: 'integer', title: 'Age', minimum: LIMITS.age.min, maximum: LIMITS.age.max },
      weight: { type: 'number', title: 'Weight (lbs)', minimum: LIMITS.weightLbs.min, maximum: LIMITS.weightLbs.max },
      heightFeet: { type: 'integer', title: 'Height (feet)', minimum: LIMITS.heightFeet.min, maximum: LIMITS.heightFeet.max },
      heightInches: { type: 'integer', title: 'Height (inches)', minimum: LIMITS.heightInches.min, maximum: LIMITS.heightInches.max },
      pregnancy: { type: 'boolean', title: 'Are you pregnant, breastfeeding or planning a pregnancy in the next 3 months?', expectedAnswer: false },
      thyroidCancer: {
        type: 'boolean',
        title: 'Have you or a close relative had medullary thyroid cancer or multiple endocrine neoplasia type 2 (MEN2)?',
        expectedAnswer: false,
      },
      pancreatitis: { type: 'boolean', title: 'Have you ever had pancreatitis?', expectedAnswer: false },
      eatingDisorder: { type: 'boolean', title: 'Have you been diagnosed with an eating disorder in the last 5 years?', expectedAnswer: false },
      triedLifestyle: { type: 'boolean', title: 'Have you tried diet and exercise changes for at least 3 months?', expectedAnswer: true },
      medications: { type: 'string', title: 'Which medications do you take at the moment?', maxLength: 500 },
    },
  },
  uiSchema: {
    'ui:order': ['age', 'weight', 'heightFeet', 'heightInches', 'pregnancy', 'thyroidCancer', 'pancreatitis', 'eatingDisorder', 'triedLifestyle', 'medications'],
    pregnancy: { 'ui:widget': 'radio' },
    thyroidCancer: { 'ui:widget': 'radio' },
    pancreatitis: { 'ui:widget': 'radio' },
    eatingDisorder: { 'ui:widget': 'radio' },
    triedLifestyle: { 'ui:widget': 'radio' },
    medications: { 'ui:widget': 'textarea' },
  },
};
