import { describe, expect, it } from 'vitest';
import { checkCanAddToCart, type CanAddToCartInput } from '../../../src/domain/cart/can-add-to-cart.ts';
import { newCartItem } from '../../../src/domain/cart/cart-operations.ts';
import type { CartItem, CartProduct } from '../../../src/domain/cart/cart-types.ts';

const weightlossWorkflow = {
  id: 'weightloss',
  initial: 'preAssessment',
  states: {
    preAssessment: { tags: ['Form'], on: { PASSED: 'consult' } },
    consult: { tags: ['Consult'], on: { APPROVED: 'done' } },
    done: { type: 'final' },
  },
};

const haircareWorkflow = {
  id: 'haircare',
  initial: 'consult',
  states: { consult: { tags: ['Consult'], on: { APPROVED: 'done' } }, done: { type: 'final' } },
};

function product(id: string, categoryIds: readonly string[], formTypes: readonly string[] = []): CartProduct {
  return {
    id,
    name: `Product ${id}`,
    categories: categoryIds.map((categoryId) => ({ id: categoryId })),
    forms: formTypes.map((type, index) => ({ id: `${id}-form-${index}`, type })),
  };
}

function item(id: string, categoryIds: readonly string[]): CartItem {
  return newCartItem(product(id, categoryIds), haircareWorkflow);
}

const existingOrderItem = {
  displayId: 'OI-1',
  orderId: 'o1',
  productId: 'sema',
  status: 'Scheduled',
  productName: 'Product sema',
  createdAt: '2026-01-01T00:00:00Z',
};

// Every rule passes: an allowed state, no duplicate, a valid workflow with its form, an empty cart.
const base: CanAddToCartInput = {
  product: product('sema', ['weightloss', 'skin'], ['PRE_ASSESSMENT']),
  cartItems: [],
  selectedAddressState: 'NY',
  allowedStates: ['NY', 'NJ'],
  duplicateCheck: { isDuplicate: false, existingOrderItem: null },
  workflowVersions: [{ id: 'v1', currentFlag: true, feConfiguration: JSON.stringify(weightlossWorkflow) }],
  now: 1000,
};

const inCart = [item('tirz', ['weightloss'])];

describe('checkCanAddToCart: allowed', () => {
  it.each([
    { name: 'every rule passes', changes: {} },
    { name: 'no address selected yet', changes: { selectedAddressState: null } },
    { name: 'a blank address state', changes: { selectedAddressState: ' ' } },
    { name: 'state codes compared regardless of case and spaces', changes: { selectedAddressState: ' nj ' } },
    { name: 'no client known: no duplicate check', changes: { duplicateCheck: 'notRequired' as const } },
    { name: 'a workflow without pre-assessment needs no form', changes: { product: product('minox', ['haircare']), workflowVersions: [{ id: 'h', currentFlag: true, feConfiguration: haircareWorkflow }] } },
    { name: 'an item of another category in the cart', changes: { cartItems: [item('minox', ['haircare', 'weightloss'])] } },
  ])('$name', ({ changes }) => {
    const decision = checkCanAddToCart({ ...base, ...changes });
    expect(decision.allowed).toBe(true);
  });

  it('hands back the validated workflow for the item', () => {
    expect(checkCanAddToCart(base)).toEqual({ allowed: true, workflow: weightlossWorkflow });
  });
});

describe('checkCanAddToCart: each blocking rule (spec §4 "Cart")', () => {
  it('(1) a state the location does not serve: notAllowedState with the allowed states', () => {
    expect(checkCanAddToCart({ ...base, selectedAddressState: 'ca' })).toEqual({
      allowed: false,
      reason: 'notAllowedState',
      error: { id: 'notAllowedState:sema', type: 'notAllowedState', productId: 'sema', timestamp: 1000, metadata: { selectedState: 'CA', allowedStates: ['NY', 'NJ'] } },
    });
  });

  it('(1) a location with no allowed states serves no address', () => {
    expect(checkCanAddToCart({ ...base, allowedStates: [] })).toMatchObject({ reason: 'notAllowedState' });
  });

  it.each([
    { name: 'a duplicate', duplicateCheck: { isDuplicate: true, existingOrderItem }, existing: existingOrderItem },
    { name: 'a duplicate without its order item', duplicateCheck: { isDuplicate: true }, existing: null },
    { name: 'a missing result (null)', duplicateCheck: null, existing: null },
    { name: 'a missing result (undefined)', duplicateCheck: undefined, existing: null },
  ])('(2) existingBooking: $name', ({ duplicateCheck, existing }) => {
    expect(checkCanAddToCart({ ...base, duplicateCheck })).toEqual({
      allowed: false,
      reason: 'existingBooking',
      error: { id: 'existingBooking:sema', type: 'existingBooking', productId: 'sema', timestamp: 1000, metadata: { existingOrderItem: existing } },
    });
  });

  it.each([
    { name: 'a product without category', changes: { product: product('sema', [], ['PRE_ASSESSMENT']) }, cause: 'noCategory' },
    { name: 'no workflow versions', changes: { workflowVersions: [] }, cause: 'noValidWorkflow' },
    { name: 'no current version', changes: { workflowVersions: [{ id: 'v1', currentFlag: false, feConfiguration: weightlossWorkflow }] }, cause: 'noValidWorkflow' },
    { name: 'unparsable configuration', changes: { workflowVersions: [{ id: 'v1', currentFlag: true, feConfiguration: '{' }] }, cause: 'noValidWorkflow' },
    { name: 'an invalid configuration', changes: { workflowVersions: [{ id: 'v1', currentFlag: true, feConfiguration: { initial: 'x' } }] }, cause: 'noValidWorkflow' },
    { name: 'a pre-assessment state without a pre-assessment form', changes: { product: product('sema', ['weightloss'], ['MEDICAL_CONSENT']) }, cause: 'missingPreAssessmentForm' },
  ])('(3) invalidConfiguration toast: $name', ({ changes, cause }) => {
    expect(checkCanAddToCart({ ...base, ...changes })).toMatchObject({ allowed: false, reason: 'invalidConfiguration', toast: 'cart.canNotAddToCartMsg', cause });
  });

  it('(3) the workflow failure is handed back for the log', () => {
    const decision = checkCanAddToCart({ ...base, workflowVersions: [{ id: 'v9', currentFlag: true, feConfiguration: '{}' }] });
    expect(decision).toMatchObject({ workflowFailure: { ok: false, reason: 'invalid', versionId: 'v9', error: { message: 'Workflow configuration is empty' } } });
  });

  it.each([
    { name: 'another product of the same first category', cartItems: inCart, replaces: 'tirz' },
  ])('(4) cannotAddItemsFromSameCategory: $name', ({ cartItems, replaces }) => {
    expect(checkCanAddToCart({ ...base, cartItems })).toEqual({
      allowed: false,
      reason: 'cannotAddItemsFromSameCategory',
      replaces,
      error: {
        id: 'cannotAddItemsFromSameCategory:sema',
        type: 'cannotAddItemsFromSameCategory',
        productId: 'sema',
        timestamp: 1000,
        metadata: { categoryId: 'weightloss', existingProductId: replaces },
      },
    });
  });
});

describe('checkCanAddToCart: the first failing rule wins', () => {
  const badState = { selectedAddressState: 'CA' };
  const duplicate = { duplicateCheck: { isDuplicate: true, existingOrderItem } };
  const noForm = { product: product('sema', ['weightloss']) };
  const sameCategory = { cartItems: inCart };

  it.each([
    { name: '1+2+3+4 -> 1', changes: { ...badState, ...duplicate, ...noForm, ...sameCategory }, reason: 'notAllowedState' },
    { name: '1+4 -> 1', changes: { ...badState, ...sameCategory }, reason: 'notAllowedState' },
    { name: '2+3+4 -> 2', changes: { ...duplicate, ...noForm, ...sameCategory }, reason: 'existingBooking' },
    { name: 'missing result + 3 -> 2', changes: { duplicateCheck: null, ...noForm }, reason: 'existingBooking' },
    { name: '3+4 -> 3', changes: { ...noForm, ...sameCategory }, reason: 'invalidConfiguration' },
    { name: 'no workflow + 4 -> 3', changes: { workflowVersions: null, ...sameCategory }, reason: 'invalidConfiguration' },
  ])('$name', ({ changes, reason }) => {
    expect(checkCanAddToCart({ ...base, ...changes })).toMatchObject({ allowed: false, reason });
  });
});
