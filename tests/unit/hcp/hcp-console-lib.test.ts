import { describe, expect, it } from 'vitest';
import { answerRows } from '../../../src/features/hcp/lib/answer-rows.ts';
import { callStep } from '../../../src/features/hcp/lib/call-step.ts';
import { consoleRange, groupByDay } from '../../../src/features/hcp/lib/console-days.ts';
import {
  formPathOfServerField,
  parsePriceMinor,
  prescriptionFormSchema,
  prescriptionFromForm,
  previewDirection,
  type DirectionFormValues,
  type PrescriptionFormValues,
} from '../../../src/features/hcp/lib/prescription-form.ts';

const NY = 'America/New_York';

describe('the console day list', () => {
  it('spans today and the next 14 days in the provider zone', () => {
    const range = consoleRange(new Date('2026-11-22T03:30:00Z'), NY);
    expect(range).toEqual({ today: '2026-11-21', from: '2026-11-21T05:00:00.000Z', to: '2026-12-06T05:00:00.000Z' });
  });

  it('groups by the provider calendar day, earliest first, and always has today', () => {
    const sessions = [
      { id: 'b', startTime: '2026-11-23T15:00:00Z' },
      { id: 'a', startTime: '2026-11-23T14:00:00Z' },
      { id: 'late', startTime: '2026-11-22T03:00:00Z' },
    ];
    expect(groupByDay(sessions, NY, '2026-11-21').map((group) => [group.date, group.isToday, group.sessions.map((s) => s.id)])).toEqual([
      ['2026-11-21', true, ['late']],
      ['2026-11-23', false, ['a', 'b']],
    ]);
    expect(groupByDay([], NY, '2026-11-21')).toEqual([{ date: '2026-11-21', isToday: true, sessions: [] }]);
  });
});

describe('pre-assessment answers as rows', () => {
  const schema = {
    properties: {
      age: { type: 'integer', title: 'Age' },
      pancreatitis: { type: 'boolean', title: 'Have you ever had pancreatitis?', expectedAnswer: false },
      tried: { type: 'boolean', title: 'Tried diet?', expectedAnswer: true },
      notes: { type: 'string', title: 'Notes' },
    },
  };

  it.each([
    { answers: { age: 41, pancreatitis: true, tried: true }, flagged: ['pancreatitis'] },
    { answers: { age: 41, pancreatitis: false, tried: false }, flagged: ['tried'] },
    { answers: { pancreatitis: false, tried: true }, flagged: [] },
  ])('flags only answers that differ from the expected one: $flagged', ({ answers, flagged }) => {
    expect(answerRows(schema, {}, answers).filter((row) => row.flagged).map((row) => row.key)).toEqual(flagged);
  });

  it('follows ui:order, reads each kind of answer, and keeps answers the form no longer asks', () => {
    const rows = answerRows(schema, { 'ui:order': ['notes', '*', 'age'] }, { age: 41, pancreatitis: true, notes: '  ', old: ['a', 'b'] });
    expect(rows.map((row) => [row.key, row.question, row.answer])).toEqual([
      ['notes', 'Notes', { kind: 'none' }],
      ['pancreatitis', 'Have you ever had pancreatitis?', { kind: 'yes' }],
      ['tried', 'Tried diet?', { kind: 'none' }],
      ['age', 'Age', { kind: 'text', text: '41' }],
      ['old', 'old', { kind: 'list', items: ['a', 'b'] }],
    ]);
  });

  it('reads unusable schema and answers as nothing rather than failing', () => {
    expect(answerRows(null, 'x', 42)).toEqual([]);
  });
});

describe('what the session page offers for the call', () => {
  const base = { startTime: '2026-11-22T15:00:00Z', endTime: '2026-11-22T15:20:00Z', inCall: false };
  it.each([
    { status: 'SCHEDULED', canJoin: false, now: '2026-11-22T14:00:00Z', kind: 'notYet', noShow: undefined },
    { status: 'SCHEDULED', canJoin: true, now: '2026-11-22T14:50:00Z', kind: 'join', noShow: [] },
    { status: 'SCHEDULED', canJoin: true, now: '2026-11-22T15:05:00Z', kind: 'join', noShow: ['CLIENT', 'HCP', 'BOTH'] },
    { status: 'SCHEDULED', canJoin: false, now: '2026-11-22T15:30:00Z', kind: 'missed', noShow: ['CLIENT', 'HCP', 'BOTH'] },
    { status: 'INPROGRESS', canJoin: true, now: '2026-11-22T15:10:00Z', kind: 'wrapUp', noShow: ['CLIENT', 'HCP'] },
    { status: 'COMPLETED', canJoin: false, now: '2026-11-22T15:10:00Z', kind: 'closed', noShow: undefined },
    { status: 'SOMETHING_NEW', canJoin: true, now: '2026-11-22T15:10:00Z', kind: 'closed', noShow: undefined },
  ])('$status, canJoin $canJoin at $now: $kind', ({ status, canJoin, now, kind, noShow }) => {
    const step = callStep({ ...base, status, canJoin, now: new Date(now) });
    expect(step.kind).toBe(kind);
    expect('noShow' in step ? step.noShow : undefined).toEqual(noShow);
  });

  it('joining opens 15 minutes ahead, and a device in the call is told so', () => {
    const early = callStep({ ...base, status: 'SCHEDULED', canJoin: false, now: new Date('2026-11-22T14:00:00Z') });
    expect(early).toEqual({ kind: 'notYet', joinFrom: new Date('2026-11-22T14:45:00Z') });
    expect(callStep({ ...base, status: 'INPROGRESS', canJoin: true, inCall: true, now: new Date('2026-11-22T15:05:00Z') }).kind).toBe('inCall');
  });
});

describe('the prescription form', () => {
  const row = (overrides: Partial<DirectionFormValues> = {}): DirectionFormValues => ({
    key: 'r',
    dose: '0,25',
    doseUnit: 'mg',
    route: 'subcutaneous',
    frequencyEvery: '1',
    frequencyTimeUnit: 'Week',
    durationEvery: '4',
    durationTimeUnit: 'Week',
    sellingPrice: '249',
    costToBusiness: '',
    ...overrides,
  });
  const valid: PrescriptionFormValues = {
    medicationName: ' Semaglutide ',
    directions: [row(), row({ key: 's', dose: '0.5', durationEvery: '2', durationTimeUnit: 'Month', sellingPrice: '299.5', costToBusiness: '120' })],
    notes: '',
  };

  it('sends numbers, prices in minor units, durations in the unit typed, and no empty notes or cost', () => {
    expect(prescriptionFromForm(valid, 'USD')).toEqual({
      medicationName: 'Semaglutide',
      directions: [
        { dosageName: null, dose: 0.25, doseUnit: 'mg', route: 'subcutaneous', frequencyEvery: 1, frequencyTimeUnit: 'Week', durationEvery: 4, durationTimeUnit: 'Week', sellingPrice: 24900, costToBusiness: null },
        { dosageName: null, dose: 0.5, doseUnit: 'mg', route: 'subcutaneous', frequencyEvery: 1, frequencyTimeUnit: 'Week', durationEvery: 2, durationTimeUnit: 'Month', sellingPrice: 29950, costToBusiness: 12000 },
      ],
      notes: null,
    });
  });

  it.each([
    ['49', 'USD', 4900],
    ['0.29', 'USD', 29],
    ['49,90', 'EUR', 4990],
    ['1500', 'JPY', 1500],
    ['0', 'USD', 0],
    ['1.999', 'USD', null],
    ['15.5', 'JPY', null],
    ['-1', 'USD', null],
    ['abc', 'USD', null],
    ['', 'USD', null],
  ])('price %s %s is %s minor units', (typed, currency, minor) => {
    expect(parsePriceMinor(typed, currency)).toBe(minor);
  });

  it('refuses an empty medication name', () => {
    const result = prescriptionFormSchema('USD').safeParse({ ...valid, medicationName: '   ' });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['medicationName', 'prescription.medicationRequired']]);
  });

  it.each([
    ['dose', '0', 'prescription.doseInvalid'],
    ['dose', '1.23456', 'prescription.doseInvalid'],
    ['doseUnit', '', 'prescription.unitRequired'],
    ['route', 'by mouth', 'prescription.routeRequired'],
    ['frequencyEvery', '0', 'prescription.everyInvalid'],
    ['frequencyEvery', '1.5', 'prescription.everyInvalid'],
    ['durationEvery', '', 'prescription.everyInvalid'],
    ['durationEvery', '1001', 'prescription.everyInvalid'],
    ['sellingPrice', '12.345', 'prescription.priceInvalid'],
    ['costToBusiness', '-3', 'prescription.costInvalid'],
  ] as const)('the second option with %s %j is refused with %s under that field', (field, value, key) => {
    const second = valid.directions[1] ?? row();
    const result = prescriptionFormSchema('USD').safeParse({ ...valid, directions: [valid.directions[0], { ...second, [field]: value }] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([[`directions.1.${field}`, key]]);
  });

  it('previews a row once its dose, frequency and duration can be read', () => {
    expect(previewDirection(row({ doseUnit: '' }))).toEqual({ dose: 0.25, doseUnit: '…', frequencyEvery: 1, frequencyTimeUnit: 'Week', durationEvery: 4, durationTimeUnit: 'Week' });
    expect(previewDirection(row({ dose: '' }))).toBeNull();
    expect(previewDirection(row({ durationEvery: 'x' }))).toBeNull();
  });

  it.each([
    ['input.prescription.directions.1.dose', 'directions.1.dose'],
    ['prescription.medicationName', 'medicationName'],
    ['notes', 'notes'],
    ['input.orderItemId', null],
  ])('a server field %s lands on %s', (path, formPath) => {
    expect(formPathOfServerField(path)).toBe(formPath);
  });
});
