import { i18n } from '@lingui/core';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

const shown = vi.hoisted(() => [] as { color?: string; message: unknown }[]);
vi.mock('@mantine/notifications', () => ({
  notifications: { show: (toast: { color?: string; message: unknown }) => shown.push(toast) },
}));

// Unit tests run without the Lingui compiler: stand in for the `msg` macro with the source text, values filled in.
vi.mock('@lingui/core/macro', () => ({
  msg: (strings: TemplateStringsArray, ...values: unknown[]) => {
    const message = strings.reduce((text, part, index) => text + String(values[index - 1]) + part);
    return { id: message, message };
  },
}));

const { showCallNotice } = await import('../../src/features/video-call/components/call-notice-toasts.ts');

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

beforeEach(() => {
  shown.length = 0;
});

describe('call notices as toasts', () => {
  it('says who joined, as information', () => {
    showCallNotice({ kind: 'joined', name: 'Dr. Rivera' });
    expect(shown).toEqual([expect.objectContaining({ color: 'teal', message: 'Dr. Rivera has joined the call.' })]);
  });

  it('shows a failure to end the call on the server as a warning, not an error (spec §8)', () => {
    showCallNotice({ kind: 'error', key: 'endFailed' });
    expect(shown).toEqual([expect.objectContaining({ color: 'yellow', message: 'Failed to properly end call on server.' })]);
  });

  it('shows the other video errors as errors', () => {
    showCallNotice({ kind: 'error', key: 'permissionDenied' });
    expect(shown).toHaveLength(1);
    expect(shown[0]?.color).toBe('red');
  });
});
