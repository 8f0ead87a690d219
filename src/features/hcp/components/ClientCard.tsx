// Who the consultation is with (issue 6 client profile): name, age from the date of birth, gender and contact.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Paper, Stack, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { formatUsPhone } from '../../../components/form/input-format.ts';
import { ageInYears } from '../../../domain/age.ts';
import type { Gender } from '../../../domain/validation/gender.ts';
import type { ClientProfile } from '../lib/console-types.ts';
import { FactList } from '../../../components/FactList.tsx';

const GENDER_LABELS = {
  FEMALE: msg`Female`,
  MALE: msg`Male`,
  OTHER: msg`Other`,
} as const satisfies Record<Gender, MessageDescriptor>;

function genderLabel(gender: string): MessageDescriptor | null {
  return Object.hasOwn(GENDER_LABELS, gender) ? GENDER_LABELS[gender as Gender] : null;
}

function safeAge(dob: string): number | null {
  try {
    return ageInYears(dob, new Date());
  } catch {
    return null;
  }
}

export function ClientCard({ client }: { client: ClientProfile }) {
  const { i18n } = useLingui();
  const headingId = useId();
  const age = client.dob ? safeAge(client.dob) : null;
  const gender = client.gender ? genderLabel(client.gender) : null;
  const facts: { label: ReactNode; value: ReactNode }[] = [
    { label: <Trans>Name</Trans>, value: client.name },
    {
      label: <Trans>Age</Trans>,
      value:
        age === null ? (
          '—'
        ) : (
          <>
            <Plural value={age} one="# year" other="# years" />{' '}
            <span style={{ color: 'var(--mantine-color-dimmed)', fontWeight: 400 }}>
              ({i18n.date(`${client.dob ?? ''}T12:00:00Z`, { dateStyle: 'medium', timeZone: 'UTC' })})
            </span>
          </>
        ),
    },
    { label: <Trans>Gender</Trans>, value: gender ? i18n._(gender) : '—' },
    { label: <Trans>Email</Trans>, value: client.email ? <Anchor href={`mailto:${client.email}`} size="sm" style={{ overflowWrap: 'anywhere' }}>{client.email}</Anchor> : '—' },
    { label: <Trans>Phone</Trans>, value: client.phone ? <Anchor href={`tel:${client.phone}`} size="sm">{formatUsPhone(client.phone)}</Anchor> : '—' },
  ];
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={headingId}>
          <Trans>Client</Trans>
        </Title>
        <FactList facts={facts} />
      </Stack>
    </Paper>
  );
}
