import { Trans } from '@lingui/react/macro';
import { Alert, Anchor } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { emergencyNumber } from '../../../domain/language.ts';
import type { Language } from '../../../domain/language.ts';

/** Spec §9: the FAQ reminds people to call the emergency number (911, or 192 in Portuguese). */
export function EmergencyNotice({ language }: { language: Language }) {
  const number = emergencyNumber(language);
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="note">
      <Trans>
        In an emergency call{' '}
        <Anchor href={`tel:${number}`} fw={700} c="red.9" underline="always">
          {number}
        </Anchor>
      </Trans>
    </Alert>
  );
}
