// The lab test journey's tables (issue 17): every collector action is a move the order item machine allows, the
// client's steps follow the statuses in order, report files are recognised by their first bytes, and a lab
// collector (a SERVICE_PROVIDER grant on the person) lands on /lab while fulfilment staff land on /fulfilment.
import { describe, expect, it } from 'vitest';
import { landingAfterLogin, landingRoleNames } from '../../src/app/role-landing.ts';
import { LAB_ACTION_TARGET, LAB_ACTIONS_AT, LAB_STATUSES, labStepsReached, sniffLabReportType } from '../../src/domain/labs/lab-steps.ts';
import { stageMessageOfStatus } from '../../src/domain/orders/stage-messages.ts';
import { canTransition } from '../../src/domain/orders/status-transitions.ts';

describe('lab actions follow the order item transition table', () => {
  it.each(LAB_STATUSES.flatMap((status) => LAB_ACTIONS_AT[status].map((action) => [status, action] as const)))('%s: %s', (status, action) => {
    expect(canTransition(status, LAB_ACTION_TARGET[action])).toBe(true);
  });

  it.each([
    ['LabBooked', ['start', 'cancel']],
    ['LabInProgress', ['received', 'cancel']],
    ['LabReceived', ['results']],
    ['LabCompleted', []],
    ['LabCancelled', []],
    ['LabExpired', []],
  ] as const)('%s offers %j', (status, actions) => {
    expect(LAB_ACTIONS_AT[status]).toEqual(actions);
  });

  it('no jump is offered: the table refuses LabBooked -> LabReceived and LabBooked -> LabCompleted', () => {
    expect(canTransition('LabBooked', 'LabReceived')).toBe(false);
    expect(canTransition('LabBooked', 'LabCompleted')).toBe(false);
    expect(canTransition('LabInProgress', 'LabCompleted')).toBe(false);
  });
});

describe("the client's lab steps", () => {
  it.each([
    ['LabBooked', 1],
    ['LabInProgress', 2],
    ['LabReceived', 3],
    ['LabCompleted', 4],
    ['LabCancelled', 0],
    ['LabExpired', 0],
  ] as const)('%s reaches %i steps', (status, reached) => {
    expect(labStepsReached(status)).toBe(reached);
  });

  it.each([
    ['LabBooked', 'stage.fallback.labBooked'],
    ['LabInProgress', 'stage.fallback.labInProgress'],
    ['LabReceived', 'stage.fallback.labReceived'],
    ['LabCompleted', 'stage.fallback.labCompleted'],
  ] as const)('%s is titled %s (spec journey labels, not "Treatment Complete")', (status, titleKey) => {
    expect(stageMessageOfStatus(status, { consultWithForm: false, session: null })?.titleKey).toBe(titleKey);
  });
});

describe('report files are recognised by their first bytes', () => {
  it.each([
    ['%PDF-1.7', 'application/pdf'],
    ['\x89PNG\r\n\x1a\n', 'image/png'],
    ['\xff\xd8\xff\xe0', 'image/jpeg'],
    ['<html>', null],
    ['', null],
  ] as const)('%j -> %s', (head, type) => {
    expect(sniffLabReportType(Uint8Array.from(head, (c) => c.charCodeAt(0)))).toBe(type);
  });
});

describe('landing: a lab collector on /lab, fulfilment staff on /fulfilment', () => {
  const land = (grants: { roleName: string; targetType: string }[]) => landingAfterLogin({ roleNames: landingRoleNames(grants), redirectUrl: undefined, fromProtected: false, fallback: '/home' });

  it.each([
    { name: 'a collector (SERVICE_PROVIDER on the person)', grants: [{ roleName: 'SERVICE_PROVIDER', targetType: 'USER' }], expected: '/lab' },
    { name: 'fulfilment staff (SERVICE_PROVIDER on the business)', grants: [{ roleName: 'SERVICE_PROVIDER', targetType: 'BUSINESS' }], expected: '/fulfilment' },
    { name: 'a collector who is also fulfilment staff', grants: [{ roleName: 'SERVICE_PROVIDER', targetType: 'BUSINESS' }, { roleName: 'SERVICE_PROVIDER', targetType: 'USER' }], expected: '/lab' },
    { name: 'a healthcare provider stays on /hcp', grants: [{ roleName: 'HEALTHCARE_PROVIDER', targetType: 'USER' }], expected: '/hcp' },
  ])('$name -> $expected', ({ grants, expected }) => {
    expect(land(grants)).toBe(expected);
  });
});
