import type { CategoryCode } from './workflows.ts';

export type SeedCategory = { code: CategoryCode; name: string; description: string; image: string };

export type SeedProduct = {
  key: string;
  category: CategoryCode;
  name: string;
  tagline: string;
  description: string;
  productType: 'CONSULTATION' | 'LAB_TEST' | 'MEDICATION' | 'PROGRAM';
  image: string;
  /** Starting price in cents. */
  price: number;
  shippingCost?: number;
  /** Doses offered: [dose, unit, price of one month in cents, name]. */
  medication?: { controlledSubstance: boolean; doses: [number, string, number, string][] };
  labTest?: { sku: string };
  /** Linked to the business's PRE_ASSESSMENT form. */
  preAssessment?: boolean;
  highlights: string[];
};

const img = (name: string) => `/images/catalogue/${name}.svg`;

export const categories: Record<CategoryCode, SeedCategory> = {
  WEIGHTLOSS: { code: 'WEIGHTLOSS', name: 'Weight Loss', description: 'Medical weight-loss programs guided by a licensed provider.', image: img('weightloss') },
  HAIRCARE: { code: 'HAIRCARE', name: 'Hair Care', description: 'Treatments for thinning hair and hair loss.', image: img('haircare') },
  SKIN: { code: 'SKIN', name: 'Skin Care', description: 'Prescription skin care for acne, ageing and pigmentation.', image: img('skin') },
  LABS: { code: 'LABS', name: 'Lab Tests', description: 'Blood tests at a partner lab near you, results online.', image: img('labs') },
};

export const products: SeedProduct[] = [
  {
    key: 'weightloss-consult',
    category: 'WEIGHTLOSS',
    name: 'Weight Loss Consultation',
    tagline: 'Meet a provider and get a plan that fits you',
    description: 'A video visit with a licensed provider who reviews your health history and goals and recommends a program.',
    productType: 'CONSULTATION',
    image: img('weightloss-consult'),
    price: 4900,
    preAssessment: true,
    highlights: ['20-minute video visit', 'Personal plan and follow-up', 'Prescription if appropriate'],
  },
  {
    key: 'semaglutide-program',
    category: 'WEIGHTLOSS',
    name: 'Semaglutide Program',
    tagline: 'Weekly GLP-1 treatment with monthly check-ins',
    description: 'A monthly program with semaglutide injections, dose adjustments by your provider and progress tracking.',
    productType: 'MEDICATION',
    image: img('semaglutide'),
    price: 29900,
    shippingCost: 1500,
    medication: { controlledSubstance: false, doses: [[0.25, 'mg', 24900, 'Starting dose'], [0.5, 'mg', 29900, 'Step-up dose'], [1, 'mg', 34900, 'Maintenance dose']] },
    preAssessment: true,
    highlights: ['Medication shipped monthly', 'Dose adjusted by your provider', 'Cancel any time before shipment'],
  },
  {
    key: 'tirzepatide-program',
    category: 'WEIGHTLOSS',
    name: 'Tirzepatide Program',
    tagline: 'Dual-action treatment for steady results',
    description: 'A monthly program with tirzepatide injections, supervised by a provider who tracks your progress.',
    productType: 'MEDICATION',
    image: img('tirzepatide'),
    price: 39900,
    shippingCost: 1500,
    medication: { controlledSubstance: false, doses: [[2.5, 'mg', 39900, 'Starting dose'], [5, 'mg', 44900, 'Step-up dose'], [7.5, 'mg', 49900, 'Maintenance dose']] },
    preAssessment: true,
    highlights: ['Medication shipped monthly', 'Weekly progress tracking', 'Provider messaging'],
  },
  {
    key: 'hair-consult',
    category: 'HAIRCARE',
    name: 'Hair Loss Consultation',
    tagline: 'Find out why and what works',
    description: 'A visit with a provider who looks at your hair-loss pattern and recommends a treatment.',
    productType: 'CONSULTATION',
    image: img('hair-consult'),
    price: 3900,
    highlights: ['15-minute video visit', 'Photo review', 'Treatment plan'],
  },
  {
    key: 'finasteride',
    category: 'HAIRCARE',
    name: 'Finasteride 1 mg',
    tagline: 'Daily tablet to slow hair loss',
    description: 'A once-daily prescription tablet, delivered every month after your provider approves it.',
    productType: 'MEDICATION',
    image: img('finasteride'),
    price: 2500,
    shippingCost: 500,
    medication: { controlledSubstance: false, doses: [[1, 'mg', 2500, 'Daily tablet']] },
    highlights: ['30 tablets a month', 'Free follow-up visit', 'Discreet delivery'],
  },
  {
    key: 'skin-consult',
    category: 'SKIN',
    name: 'Dermatology Consultation',
    tagline: 'Clearer skin, with a plan',
    description: 'A visit with a provider for acne, rosacea, pigmentation or signs of ageing.',
    productType: 'CONSULTATION',
    image: img('skin-consult'),
    price: 5900,
    highlights: ['20-minute video visit', 'Photo review', 'Prescription if appropriate'],
  },
  {
    key: 'tretinoin',
    category: 'SKIN',
    name: 'Tretinoin Cream 0.025%',
    tagline: 'The classic retinoid for smoother skin',
    description: 'A nightly prescription cream for acne and fine lines, strength chosen by your provider.',
    productType: 'MEDICATION',
    image: img('tretinoin'),
    price: 3500,
    shippingCost: 500,
    medication: { controlledSubstance: false, doses: [[0.025, '%', 3500, 'Starting strength'], [0.05, '%', 4000, 'Next strength']] },
    highlights: ['30 g tube', 'Strength adjusted over time', 'Discreet delivery'],
  },
  {
    key: 'metabolic-panel',
    category: 'LABS',
    name: 'Comprehensive Metabolic Panel',
    tagline: 'Kidneys, liver, blood sugar and electrolytes',
    description: 'Fourteen markers from one blood draw at a partner lab; results reviewed by a provider.',
    productType: 'LAB_TEST',
    image: img('lab-panel'),
    price: 4900,
    labTest: { sku: 'LAB-CMP-14' },
    highlights: ['Fasting 8 to 12 hours', 'Results in 2 to 3 days', 'Provider review included'],
  },
  {
    key: 'lipid-panel',
    category: 'LABS',
    name: 'Lipid Panel',
    tagline: 'Cholesterol and triglycerides',
    description: 'Total, LDL and HDL cholesterol and triglycerides from one blood draw.',
    productType: 'LAB_TEST',
    image: img('lab-lipids'),
    price: 3900,
    labTest: { sku: 'LAB-LIPID' },
    highlights: ['Fasting 9 to 12 hours', 'Results in 1 to 2 days', 'Provider review included'],
  },
  {
    key: 'hba1c',
    category: 'LABS',
    name: 'Hemoglobin A1c',
    tagline: 'Your average blood sugar over three months',
    description: 'A simple blood test used to screen for and follow prediabetes and diabetes.',
    productType: 'LAB_TEST',
    image: img('lab-a1c'),
    price: 2900,
    labTest: { sku: 'LAB-HBA1C' },
    highlights: ['No fasting needed', 'Results in 1 to 2 days', 'Provider review included'],
  },
];

/** Which categories and products each business sells (sunrise has a smaller catalogue of its own). */
export const catalogueOf: Record<string, { categories: CategoryCode[]; products: string[] }> = {
  demo: { categories: ['WEIGHTLOSS', 'HAIRCARE', 'SKIN', 'LABS'], products: products.map((p) => p.key) },
  sunrise: { categories: ['WEIGHTLOSS', 'LABS'], products: ['weightloss-consult', 'semaglutide-program', 'metabolic-panel', 'hba1c'] },
};

/** Product page content blocks (the spec's text, list, divider and faq blocks), each with its id (`blockId(index)`). */
export function productDetails(p: SeedProduct, blockId: (index: number) => string): unknown[] {
  return [
    { id: blockId(0), type: 'text', title: 'About', body: p.description },
    { id: blockId(1), type: 'list', title: 'What you get', items: p.highlights },
    { id: blockId(2), type: 'divider' },
    {
      id: blockId(3),
      type: 'faq',
      question: 'Do I need insurance?',
      answer: 'No. Prices are shown up front and you pay only for what your provider approves.',
    },
  ];
}
