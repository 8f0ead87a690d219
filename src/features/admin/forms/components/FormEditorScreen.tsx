// /admin/forms/new and /admin/forms/$formId: the editor on a new form, or on the next version of an existing one
// (starting from its current version), with the versions so far and the form's status (in use or not).
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AnchorLink } from '../../../../components/RouterLinks.tsx';
import { QueryState } from '../../../../components/QueryState.tsx';
import { useAdminBusiness } from '../../shell/admin-grant.ts';
import { showInfoToast } from '../../../../app/feedback.ts';
import { adminFormQueryOptions } from '../api/admin-forms.ts';
import { useSetFormStatus } from '../api/save-form.ts';
import { draftFromVersion, newDraft } from './form-draft.ts';
import { FormEditor } from './FormEditor.tsx';
import { FormVersions } from './FormVersions.tsx';

function BackToForms() {
  return (
    <AnchorLink to="/admin/forms" size="sm">
      <Trans>All forms</Trans>
    </AnchorLink>
  );
}

export function NewFormScreen() {
  const { t } = useLingui();
  return (
    <Stack gap="sm">
      <BackToForms />
      <FormEditor initial={newDraft()} heading={t`New form`} />
    </Stack>
  );
}

/** The form's status with the one action that changes it. */
function FormStatusCard({ businessId, formId, status }: { businessId: string; formId: string; status: string }) {
  const setStatus = useSetFormStatus(businessId, formId);
  const active = status === 'ACTIVE';
  return (
    <Card withBorder radius="md" component="section" aria-labelledby="form-status-heading">
      <Group justify="space-between" gap="sm">
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs">
            <Title order={2} size="h4" id="form-status-heading">
              <Trans>Status</Trans>
            </Title>
            <Badge variant="filled" autoContrast color={active ? 'teal.9' : 'gray.7'}>
              {active ? <Trans>Active</Trans> : <Trans>Inactive</Trans>}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {active ? <Trans>Products can ask for this form.</Trans> : <Trans>Products cannot ask for this form until it is active again.</Trans>}
          </Text>
        </Stack>
        <Button
          variant={active ? 'light' : 'filled'}
          color={active ? 'red' : undefined}
          loading={setStatus.isPending}
          onClick={() => setStatus.mutate(active ? 'INACTIVE' : 'ACTIVE', { onSuccess: (form) => showInfoToast(form.status === 'ACTIVE' ? msg`The form is active.` : msg`The form is inactive.`) })}
        >
          {active ? <Trans>Deactivate form</Trans> : <Trans>Activate form</Trans>}
        </Button>
      </Group>
    </Card>
  );
}

export function EditFormScreen({ formId }: { formId: string }) {
  const { t } = useLingui();
  const { businessId } = useAdminBusiness();
  const query = useQuery(adminFormQueryOptions(businessId, formId));
  return (
    <Stack gap="sm">
      <BackToForms />
      <QueryState query={query} skeleton={<Skeleton h={320} />} offlineText={<Trans>The form cannot be shown while offline.</Trans>} errorTitle={<Trans>The form could not be loaded.</Trans>}>
        {(form) => {
          const current = form.versions.find((v) => v.currentFlag) ?? form.versions[0];
          const latest = form.versions[0]?.version ?? 0;
          return (
            <Stack gap="lg">
              <FormStatusCard businessId={businessId} formId={form.id} status={form.status} />
              <FormEditor
                key={current?.id ?? 'none'}
                formId={form.id}
                initial={current ? draftFromVersion(form, current) : newDraft()}
                heading={t`${form.name}: version ${latest + 1}`}
              />
              <Card withBorder radius="md" component="section" aria-labelledby="form-versions-heading">
                <Title order={2} size="h4" id="form-versions-heading" mb="sm">
                  <Trans>Versions</Trans>
                </Title>
                <FormVersions versions={form.versions} />
              </Card>
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}
