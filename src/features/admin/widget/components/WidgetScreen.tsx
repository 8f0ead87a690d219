// /admin/widget (issue 17): the booking widget. The admin lists the sites allowed to show it (each origin checked
// here and again by the server; every change audited) and copies the one snippet to paste into their site, per
// location. Until a site is listed, the widget cannot be shown anywhere (frame-ancestors 'none').
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Anchor, Button, Card, Code, CopyButton, Group, List, NativeSelect, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCheck, IconCopy, IconExternalLink, IconWorld } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { showInfoToast } from '../../../../app/feedback.ts';
import { FormAlert } from '../../../../components/form/FormAlert.tsx';
import { readApiError } from '../../../../components/form/api-error.ts';
import { failureMessage } from '../../../../components/form/failure-message.ts';
import { useErrorText } from '../../../../components/form/use-error-text.ts';
import { QueryState } from '../../../../components/QueryState.tsx';
import { MAX_WIDGET_ORIGINS, normalizeOrigin } from '../../../../domain/widget/allowed-origins.ts';
import { widgetPath, widgetSnippet } from '../../../../domain/widget/widget-links.ts';
import { locationsQueryOptions, type AdminLocationView } from '../../business/api/admin-clinic.ts';
import { useAdminBusiness } from '../../shell/admin-grant.ts';
import { useSetWidgetOrigins, widgetSettingsQueryOptions, type AdminWidgetSettingsView } from '../api/widget-settings.ts';

function AllowedSites({ businessId, settings }: { businessId: string; settings: AdminWidgetSettingsView }) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const save = useSetWidgetOrigins(businessId);
  const [draft, setDraft] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const origins = settings.allowedOrigins;
  const full = origins.length >= MAX_WIDGET_ORIGINS;

  const add = (event: FormEvent) => {
    event.preventDefault();
    const result = normalizeOrigin(draft);
    if ('problem' in result) {
      setProblem(result.problem);
      return;
    }
    setProblem(null);
    if (origins.includes(result.origin)) {
      setDraft('');
      return;
    }
    save.mutate([...origins, result.origin], {
      onSuccess: () => {
        setDraft('');
        showInfoToast(msg`Site added. Your widget can now be shown there.`);
      },
    });
  };
  const remove = (origin: string) =>
    save.mutate(
      origins.filter((o) => o !== origin),
      { onSuccess: () => showInfoToast(msg`Site removed. The widget can no longer be shown there.`) },
    );
  const serverProblem = readApiError(save.error).fields['input.origins'] ?? Object.values(readApiError(save.error).fields)[0];

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="widget-sites-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="widget-sites-title">
            <Trans>Sites allowed to show the widget</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>Only these sites can show your widget. Any other site, and every other Carebook page, cannot be embedded.</Trans>
          </Text>
        </div>
        {origins.length === 0 ? (
          <Text size="sm" fw={500}>
            <Trans>No site yet: add your website's address to show the widget there.</Trans>
          </Text>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Allowed sites`}>
            {origins.map((origin) => (
              <Group component="li" key={origin} justify="space-between" gap="sm" wrap="nowrap">
                <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                  <IconWorld size={18} aria-hidden style={{ flexShrink: 0 }} />
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {origin}
                  </Text>
                </Group>
                <Button size="xs" variant="subtle" color="red" onClick={() => remove(origin)} disabled={save.isPending} aria-label={t`Remove ${origin}`}>
                  <Trans>Remove</Trans>
                </Button>
              </Group>
            ))}
          </Stack>
        )}
        <form onSubmit={add} noValidate>
          <Group align="flex-start" gap="sm">
            <TextInput
              label={t`Website address`}
              description={t`Like https://www.yourclinic.com: the start of your site's address, without a page.`}
              placeholder="https://www.yourclinic.com"
              value={draft}
              onChange={(event) => {
                setDraft(event.currentTarget.value);
                setProblem(null);
              }}
              error={errorText(problem ?? serverProblem)}
              disabled={full}
              inputMode="url"
              autoComplete="url"
              style={{ flex: '1 1 260px' }}
            />
            <Button type="submit" loading={save.isPending} disabled={full} mt={{ base: 0, sm: 46 }}>
              <Trans>Add site</Trans>
            </Button>
          </Group>
        </form>
        {full ? (
          <Text size="sm" c="dimmed">
            <Trans>You can list up to {MAX_WIDGET_ORIGINS} sites. Remove one to add another.</Trans>
          </Text>
        ) : null}
        {save.error && !serverProblem ? <FormAlert title={i18n._(failureMessage(readApiError(save.error)))} /> : null}
      </Stack>
    </Card>
  );
}

function Snippet({ businessCode, locations, businessName }: { businessCode: string; locations: AdminLocationView[]; businessName: string }) {
  const { t } = useLingui();
  const active = locations.filter((location) => location.isActive);
  const [locationCode, setLocationCode] = useState(active[0]?.shortId ?? '');
  const chosen = active.find((location) => location.shortId === locationCode) ?? active[0];
  if (!chosen) {
    return (
      <Card withBorder radius="md" padding="lg" component="section">
        <Text size="sm">
          <Trans>Add an active location first: the widget shows the services of one location.</Trans>
        </Text>
      </Card>
    );
  }
  const codes = { businessCode, locationCode: chosen.shortId };
  const snippet = widgetSnippet(window.location.origin, codes, t`Book with ${businessName}`);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="widget-snippet-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h4" id="widget-snippet-title">
            <Trans>Your snippet</Trans>
          </Title>
          <Text size="sm" c="dimmed">
            <Trans>Paste it into your website's page where the services should appear. Visitors choose a service there and book it on Carebook in a new tab.</Trans>
          </Text>
        </div>
        {active.length > 1 ? (
          <NativeSelect
            label={t`Location`}
            maw={320}
            value={chosen.shortId}
            onChange={(event) => setLocationCode(event.currentTarget.value)}
            data={active.map((location) => ({ value: location.shortId, label: location.name.en }))}
          />
        ) : null}
        <Code block aria-label={t`Snippet for ${chosen.name.en}`} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {snippet}
        </Code>
        <Group gap="sm">
          <CopyButton value={snippet} timeout={2500}>
            {({ copied, copy }) => (
              <Button onClick={copy} leftSection={copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}>
                {copied ? <Trans>Copied</Trans> : <Trans>Copy snippet</Trans>}
              </Button>
            )}
          </CopyButton>
          <Anchor href={widgetPath(codes)} target="_blank" rel="noopener" size="sm">
            <Group gap={4} component="span">
              <Trans>Preview the widget</Trans>
              <IconExternalLink size={14} aria-hidden />
            </Group>
          </Anchor>
        </Group>
      </Stack>
    </Card>
  );
}

export function WidgetScreen() {
  const { businessId, displayName } = useAdminBusiness();
  const settings = useQuery(widgetSettingsQueryOptions(businessId));
  const locations = useQuery(locationsQueryOptions(businessId));
  return (
    <Stack gap="lg" maw={860}>
      <div>
        <Title order={1} size="h2">
          <Trans>Booking widget</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>Show your services on your own website. Visitors pick a service there and book and pay on Carebook.</Trans>
        </Text>
      </div>
      <QueryState query={settings} skeleton={<Skeleton h={180} radius="md" />} offlineText={<Trans>The widget settings cannot be shown while offline.</Trans>} errorTitle={<Trans>The widget settings could not be loaded.</Trans>}>
        {(loaded) => (
          <>
            <AllowedSites businessId={businessId} settings={loaded} />
            <QueryState query={locations} skeleton={<Skeleton h={180} radius="md" />} offlineText={<Trans>The locations cannot be shown while offline.</Trans>} errorTitle={<Trans>The locations could not be loaded.</Trans>}>
              {(rows) => <Snippet businessCode={loaded.businessCode} locations={rows} businessName={displayName} />}
            </QueryState>
          </>
        )}
      </QueryState>
      <List size="sm" c="dimmed" spacing={4}>
        <List.Item>
          <Trans>The widget follows each visitor's language (English, Spanish, French or Portuguese).</Trans>
        </List.Item>
        <List.Item>
          <Trans>Bookings made from it are marked as coming from the widget.</Trans>
        </List.Item>
      </List>
    </Stack>
  );
}
