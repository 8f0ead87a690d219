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

type FormTranslation = { name: string; description: string; texts: Record<string, string> };

/**
 * The pre-assessment in the app's other languages (issue 13: never a mixed-language questionnaire). Only its words:
 * the structure, limits and expected answers are the form's own (src/domain/forms/form-texts.ts).
 */
export const preAssessmentFormTranslations: Record<'es' | 'fr' | 'pt', FormTranslation> = {
  es: {
    name: 'Cuestionario previo para perder peso',
    description: 'Unas preguntas para que tu proveedor compruebe que un programa para perder peso es seguro para ti.',
    texts: {
      '/schema/title': 'Cuestionario previo para perder peso',
      '/schema/properties/age/title': 'Edad',
      '/schema/properties/weight/title': 'Peso (lb)',
      '/schema/properties/heightFeet/title': 'Estatura (pies)',
      '/schema/properties/heightInches/title': 'Estatura (pulgadas)',
      '/schema/properties/pregnancy/title': '¿Estás embarazada, en período de lactancia o planeas un embarazo en los próximos 3 meses?',
      '/schema/properties/thyroidCancer/title': '¿Tú o un familiar cercano ha tenido cáncer medular de tiroides o neoplasia endocrina múltiple tipo 2 (MEN2)?',
      '/schema/properties/pancreatitis/title': '¿Has tenido pancreatitis alguna vez?',
      '/schema/properties/eatingDisorder/title': '¿Te han diagnosticado un trastorno de la conducta alimentaria en los últimos 5 años?',
      '/schema/properties/triedLifestyle/title': '¿Has probado cambios de dieta y ejercicio durante al menos 3 meses?',
      '/schema/properties/medications/title': '¿Qué medicamentos tomas actualmente?',
    },
  },
  fr: {
    name: 'Questionnaire préalable de perte de poids',
    description: 'Quelques questions pour que votre praticien vérifie qu’un programme de perte de poids est sans danger pour vous.',
    texts: {
      '/schema/title': 'Questionnaire préalable de perte de poids',
      '/schema/properties/age/title': 'Âge',
      '/schema/properties/weight/title': 'Poids (lb)',
      '/schema/properties/heightFeet/title': 'Taille (pieds)',
      '/schema/properties/heightInches/title': 'Taille (pouces)',
      '/schema/properties/pregnancy/title': 'Êtes-vous enceinte, allaitez-vous ou prévoyez-vous une grossesse dans les 3 prochains mois ?',
      '/schema/properties/thyroidCancer/title': 'Vous-même ou un proche parent avez-vous eu un cancer médullaire de la thyroïde ou une néoplasie endocrinienne multiple de type 2 (NEM2) ?',
      '/schema/properties/pancreatitis/title': 'Avez-vous déjà eu une pancréatite ?',
      '/schema/properties/eatingDisorder/title': 'Un trouble du comportement alimentaire vous a-t-il été diagnostiqué au cours des 5 dernières années ?',
      '/schema/properties/triedLifestyle/title': 'Avez-vous essayé de changer votre alimentation et votre activité physique pendant au moins 3 mois ?',
      '/schema/properties/medications/title': 'Quels médicaments prenez-vous actuellement ?',
    },
  },
  pt: {
    name: 'Questionário prévio de perda de peso',
    description: 'Algumas perguntas para que o seu profissional de saúde verifique se um programa de perda de peso é seguro para você.',
    texts: {
      '/schema/title': 'Questionário prévio de perda de peso',
      '/schema/properties/age/title': 'Idade',
      '/schema/properties/weight/title': 'Peso (lb)',
      '/schema/properties/heightFeet/title': 'Altura (pés)',
      '/schema/properties/heightInches/title': 'Altura (polegadas)',
      '/schema/properties/pregnancy/title': 'Você está grávida, amamentando ou planejando engravidar nos próximos 3 meses?',
      '/schema/properties/thyroidCancer/title': 'Você ou um parente próximo já teve câncer medular de tireoide ou neoplasia endócrina múltipla tipo 2 (NEM2)?',
      '/schema/properties/pancreatitis/title': 'Você já teve pancreatite?',
      '/schema/properties/eatingDisorder/title': 'Você recebeu diagnóstico de transtorno alimentar nos últimos 5 anos?',
      '/schema/properties/triedLifestyle/title': 'Você já tentou mudanças na alimentação e nos exercícios por pelo menos 3 meses?',
      '/schema/properties/medications/title': 'Quais medicamentos você toma atualmente?',
    },
  },
};
