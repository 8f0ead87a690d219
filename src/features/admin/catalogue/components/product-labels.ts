import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { CATALOGUE_PRODUCT_TYPES } from '../../../../domain/content/catalogue-input.ts';

const PRODUCT_TYPE_LABEL = {
  CONSULTATION: msg`Consultation`,
  PROGRAM: msg`Program`,
  MEDICATION: msg`Medication`,
  LAB_TEST: msg`Lab test`,
} as const satisfies Record<(typeof CATALOGUE_PRODUCT_TYPES)[number], MessageDescriptor>;

/** The product type's name in the reader's language (the raw value for a type this build does not know). */
export function useProductTypeLabel(): (type: string) => string {
  const { i18n } = useLingui();
  return (type) => (type in PRODUCT_TYPE_LABEL ? i18n._(PRODUCT_TYPE_LABEL[type as keyof typeof PRODUCT_TYPE_LABEL]) : type);
}
