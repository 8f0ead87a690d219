// /admin/people (issue 16): the business's staff. Invite a person with roles (a set-password link by mail), see
// who has not set a password yet, deactivate someone (their sessions end at once) and bring a deactivated person back.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Checkbox, Group, NativeSelect, SimpleGrid, Skeleton, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { showInfoToast } from '../../../../app/feedback.ts';
import { useSession } from '../../../../app/session.ts';
import { staffInviteSchema, STAFF_ROLES, type StaffRole } from '../../../../domain/admin/admin-rules.ts';
import { FormAlert } from '../../../../components/form/FormAlert.tsx';
import { readApiError } from '../../../../components/form/api-error.ts';
import { failureMessage } from '../../../../components/form/failure-message.ts';
import { useErrorText } from '../../../../components/form/use-error-text.ts';
import { QueryState } from '../../../../components/QueryState.tsx';
import { useAdminBusiness } from '../../shell/admin-grant.ts';
import { peopleQueryOptions, useDeactivatePerson, useInvitePerson, useReactivatePerson } from '../api/admin-people.ts';
import { STAFF_ROLE_LABELS } from './role-labels.ts';

type InviteValues = { email: string; firstName: string; lastName: string; roles: StaffRole[]; language: 'en' | 'es' | 'fr' | 'pt' };

function InviteForm({ businessId }: { businessId: string }) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const invite = useInvitePerson(businessId);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const form = useForm<InviteValues>({
    mode: 'controlled',
    initialValues: { email: '', firstName: '', lastName: '', roles: [], language: 'en' },
    validate: schemaResolver(staffInviteSchema as unknown as z.ZodType<InviteValues>, { sync: true }),
  });
  const field = (path: 'email' | 'firstName' | 'lastName' | 'language') => ({ ...form.getInputProps(path), error: errorText(form.errors[path]) });
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="invite-title">
      <form
        noValidate
        onSubmit={form.onSubmit((values) =>
          invite.mutate(
            { input: values, idempotencyKey: key },
            { onSuccess: (result) => { form.reset(); setKey(crypto.randomUUID()); showInfoToast(result.invitationSent ? msg`Invitation sent by mail.` : msg`Person added.`); } },
          ),
        )}
      >
        <Stack gap="sm">
          <Title order={2} size="h4" id="invite-title">
            <Trans>Invite a person</Trans>
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label={t`Email`} type="email" required {...field('email')} />
            <NativeSelect
              label={t`Language of the invitation`}
              data={[
                { value: 'en', label: 'English' },
                { value: 'es', label: 'Español' },
                { value: 'fr', label: 'Français' },
                { value: 'pt', label: 'Português' },
              ]}
              {...field('language')}
            />
            <TextInput label={t`First name`} required {...field('firstName')} />
            <TextInput label={t`Last name`} required {...field('lastName')} />
          </SimpleGrid>
          <Checkbox.Group label={t`Roles`} withAsterisk {...form.getInputProps('roles')} error={errorText(form.errors.roles)}>
            <Group gap="md" mt={6}>
              {STAFF_ROLES.map((role) => (
                <Checkbox key={role} value={role} label={i18n._(STAFF_ROLE_LABELS[role])} />
              ))}
            </Group>
          </Checkbox.Group>
          {invite.error ? <FormAlert title={i18n._(failureMessage(readApiError(invite.error)))} /> : null}
          <Group justify="flex-end">
            <Button type="submit" loading={invite.isPending}>
              <Trans>Send invitation</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

export function PeopleScreen() {
  const { t, i18n } = useLingui();
  const { businessId } = useAdminBusiness();
  const { user } = useSession();
  const query = useQuery(peopleQueryOptions(businessId));
  const deactivate = useDeactivatePerson(businessId);
  const reactivate = useReactivatePerson(businessId);
  const [confirming, setConfirming] = useState<string | null>(null);
  const statusLabel = { ACTIVE: t`Active`, INVITED: t`Invited`, INACTIVE: t`Deactivated` } as const;
  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        <Trans>People</Trans>
      </Title>
      <QueryState query={query} skeleton={<Skeleton h={160} />} offlineText={<Trans>The people cannot be shown while offline.</Trans>} errorTitle={<Trans>The people could not be loaded.</Trans>}>
        {(people) => (
          <Table.ScrollContainer minWidth={560}>
            <Table striped verticalSpacing="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t`Name`}</Table.Th>
                  <Table.Th>{t`Roles`}</Table.Th>
                  <Table.Th>{t`Status`}</Table.Th>
                  <Table.Th>
                    <Text span size="sm" fw={700}>
                      {t`Actions`}
                    </Text>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {people.map((person) => {
                  const name = `${person.firstName} ${person.lastName}`;
                  return (
                    <Table.Tr key={person.userId}>
                      <Table.Td>
                        <Text fw={600}>{name}</Text>
                        <Text size="sm" c="dimmed">
                          {person.email}
                        </Text>
                      </Table.Td>
                      <Table.Td>{person.roles.map((role) => i18n._(STAFF_ROLE_LABELS[role])).join(', ')}</Table.Td>
                      <Table.Td>
                        <Badge variant="filled" autoContrast color={person.status === 'ACTIVE' ? 'teal.9' : person.status === 'INVITED' ? 'orange.4' : 'gray.7'}>
                          {statusLabel[person.status]}
                        </Badge>
                      </Table.Td>
                      <Table.Td>
                        {person.status === 'INACTIVE' ? (
                          <Button
                            size="xs"
                            variant="light"
                            loading={reactivate.isPending && reactivate.variables === person.userId}
                            onClick={() => reactivate.mutate(person.userId, { onSuccess: () => showInfoToast(msg`Reactivated: their roles here are back.`) })}
                            aria-label={t`Reactivate ${name}`}
                          >
                            <Trans>Reactivate</Trans>
                          </Button>
                        ) : person.userId === user?.id ? null : confirming === person.userId ? (
                          <Group gap="xs" wrap="nowrap">
                            <Button size="xs" color="red" loading={deactivate.isPending} onClick={() => deactivate.mutate(person.userId, { onSuccess: () => { setConfirming(null); showInfoToast(msg`Deactivated: their sessions have ended.`); } })}>
                              <Trans>Confirm</Trans>
                            </Button>
                            <Button size="xs" variant="default" onClick={() => setConfirming(null)}>
                              <Trans>Cancel</Trans>
                            </Button>
                          </Group>
                        ) : (
                          <Button size="xs" variant="light" color="red" onClick={() => setConfirming(person.userId)} aria-label={t`Deactivate ${name}`}>
                            <Trans>Deactivate</Trans>
                          </Button>
                        )}
                      </Table.Td>
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </QueryState>
      <InviteForm businessId={businessId} />
    </Stack>
  );
}
