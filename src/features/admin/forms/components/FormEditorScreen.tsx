// /admin/forms/new and /admin/forms/$formId: the editor on a new form, or on the next version of an existing one
// (starting from its current version), with the versions so far.
import { Trans, useLingui } from '@lingui/react/macro';
import { Card, Skeleton, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { AnchorLink } from '../../../../components/RouterLinks.tsx';
import { QueryState } from '../../../../components/QueryState.tsx';
import { useAdminBusiness } from '../../shell/admin-grant.ts';
import { adminFormQueryOptions } from '../api/admin-forms.ts';
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
