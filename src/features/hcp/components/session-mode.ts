import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useCallback } from 'react';

// Session modes as the server names them (SessionMode); an unknown one is shown as sent.
const MODE_LABELS: Record<string, MessageDescriptor> = {
  VIRTUAL: msg({ message: 'Video', context: 'consultation mode' }),
  IN_PERSON: msg({ message: 'In person', context: 'consultation mode' }),
};

export function useSessionModeLabel(): (mode: string) => string {
  const { i18n } = useLingui();
  return useCallback((mode: string) => {
    const label = MODE_LABELS[mode];
    return label ? i18n._(label) : mode;
  }, [i18n]);
}
