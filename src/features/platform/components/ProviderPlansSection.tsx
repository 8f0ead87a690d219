// /platform (issue 17): the plans providers choose when they sign up (price in the currency's minor units per
// month or year; an inactive plan is no longer offered) and the provider agreement (each publication a new
// version; applicants accept the version in force and it is recorded with their application).
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Card, Group, NativeSelect, NumberInput, SimpleGrid, Skeleton, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { showInfoToast } from '../../../app/feedback.ts';
import { ADMIN_CURRENCIES } from '../../../domain/admin/admin-rules.ts';
import { planSchema } from '../../../domain/onboarding/onboarding-rules.ts';
import { readApiError } from '../../../components/form/api-error.ts';
import { failureMessage } from '../../../components/form/failure-message.ts';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { useErrorText } from '../../../components/form/use-error-text.ts';
import { QueryState } from '../../../components/QueryState.tsx';
import type { ProviderPlanCurrency, ProviderPlanPeriod, ProviderPlanStatus } from '../../../gql/graphql.ts';
import { planPrice, toMajor, toMinor } from '../../../components/provider-plan/plan-format.ts';
import { platformPlansQueryOptions, usePlatformPlanMutations, type PlatformPlanView, type PlatformPlansView } from '../api/provider-plans.ts';

type PlanValues = { code: string; name: string; description: string; price: number | string; currencyCode: ProviderPlanCurrency; period: ProviderPlanPeriod; status: ProviderPlanStatus; sortOrder: number };

function PlanForm({ plan, onDone }: { plan: PlatformPlanView | null; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const { create, update } = usePlatformPlanMutations();
  const [key] = useState(() => crypto.randomUUID());
  const [values, setValues] = useState<PlanValues>(() =>
    plan
      ? { code: plan.code, name: plan.name, description: plan.description, price: toMajor(plan.priceMinor, plan.currencyCode), currencyCode: plan.currencyCode as ProviderPlanCurrency, period: plan.period, status: plan.status, sortOrder: plan.sortOrder }
      : { code: '', name: '', description: '', price: '', currencyCode: 'USD', period: 'MONTH', status: 'ACTIVE', sortOrder: 10 },
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = plan ? update : create;
  const set = (patch: Partial<PlanValues>) => setValues((v) => ({ ...v, ...patch }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { code: values.code, name: values.name, description: values.description, priceMinor: toMinor(Number(values.price) || 0, values.currencyCode), currencyCode: values.currencyCode, period: values.period, status: values.status, sortOrder: values.sortOrder };
    const parsed = planSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setErrors({});
    const done = () => {
      showInfoToast(plan ? msg`Plan saved.` : msg`Plan created.`);
      onDone();
    };
    if (plan) update.mutate({ id: plan.id, input }, { onSuccess: done });
    else create.mutate({ input, idempotencyKey: key }, { onSuccess: done });
  };
  const apiFields = mutation.error ? readApiError(mutation.error).fields : {};
  const err = (name: string) => errorText(errors[name] ?? (name === 'price' ? errors.priceMinor ?? apiFields.priceMinor : apiFields[name]));
  return (
    <form noValidate onSubmit={submit}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t`Plan name`} required value={values.name} onChange={(e) => set({ name: e.currentTarget.value })} error={err('name')} />
          <TextInput label={t`Plan code`} required value={values.code} onChange={(e) => set({ code: e.currentTarget.value })} error={err('code')} />
          <NumberInput label={t`Price`} required min={0} decimalScale={2} value={values.price} onChange={(price) => set({ price })} error={err('price')} />
          <NativeSelect label={t`Currency`} data={[...ADMIN_CURRENCIES]} value={values.currencyCode} onChange={(e) => set({ currencyCode: e.currentTarget.value as ProviderPlanCurrency })} />
          <NativeSelect
            label={t`Billed`}
            value={values.period}
            onChange={(e) => set({ period: e.currentTarget.value as ProviderPlanPeriod })}
            data={[
              { value: 'MONTH', label: t`Every month` },
              { value: 'YEAR', label: t`Every year` },
            ]}
          />
          <NativeSelect
            label={t`Status`}
            value={values.status}
            onChange={(e) => set({ status: e.currentTarget.value as ProviderPlanStatus })}
            data={[
              { value: 'ACTIVE', label: t`Offered` },
              { value: 'INACTIVE', label: t`Not offered` },
            ]}
          />
        </SimpleGrid>
        <Textarea label={t`Description`} autosize minRows={2} value={values.description} onChange={(e) => set({ description: e.currentTarget.value })} error={err('description')} />
        {mutation.error && Object.keys(apiFields).length === 0 ? <FormAlert title={i18n._(failureMessage(readApiError(mutation.error)))} /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={mutation.isPending}>
            {plan ? <Trans>Save plan</Trans> : <Trans>Create plan</Trans>}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function AgreementCard({ data }: { data: PlatformPlansView }) {
  const { t, i18n } = useLingui();
  const { publish } = usePlatformPlanMutations();
  const current = data.platformProviderAgreements[0];
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [title, setTitle] = useState(current?.title ?? '');
  const [body, setBody] = useState(current?.body ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    publish.mutate(
      { input: { title, body }, idempotencyKey: key },
      {
        onSuccess: (result) => {
          setKey(crypto.randomUUID());
          showInfoToast(msg`Agreement version ${result.platformPublishProviderAgreement.version} published.`);
        },
      },
    );
  };
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="agreement-title">
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <Group justify="space-between">
            <Title order={2} size="h4" id="agreement-title">
              <Trans>Provider agreement</Trans>
            </Title>
            {current ? (
              <Badge variant="filled" color="gray.7" autoContrast>
                <Trans>Version {current.version} in force</Trans>
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed">
            <Trans>Publishing makes a new version: new applicants accept it, and each application keeps the version it accepted.</Trans>
          </Text>
          <TextInput label={t`Title`} required value={title} onChange={(e) => setTitle(e.currentTarget.value)} />
          <Textarea label={t`Text`} required autosize minRows={4} maxRows={12} value={body} onChange={(e) => setBody(e.currentTarget.value)} />
          {publish.error ? <FormAlert title={i18n._(failureMessage(readApiError(publish.error)))} /> : null}
          <Group justify="flex-end">
            <Button type="submit" loading={publish.isPending} disabled={!title.trim() || !body.trim()}>
              <Trans>Publish new version</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}

export function ProviderPlansSection() {
  const { i18n } = useLingui();
  const query = useQuery(platformPlansQueryOptions());
  const [editing, setEditing] = useState<string | null>(null);
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        <Trans>Provider plans</Trans>
      </Title>
      <QueryState query={query} skeleton={<Skeleton h={120} />} offlineText={<Trans>The plans cannot be shown while offline.</Trans>} errorTitle={<Trans>The plans could not be loaded.</Trans>}>
        {(data) => (
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, md: 2 }}>
              {data.platformProviderPlans.map((plan) => (
                <Card key={plan.id} withBorder radius="md" padding="md" component="article" aria-label={plan.name}>
                  {editing === plan.id ? (
                    <PlanForm plan={plan} onDone={() => setEditing(null)} />
                  ) : (
                    <Stack gap={6}>
                      <Group justify="space-between">
                        <Text fw={600}>{plan.name}</Text>
                        <Badge variant="filled" autoContrast color={plan.status === 'ACTIVE' ? 'teal.9' : 'gray.7'}>
                          {plan.status === 'ACTIVE' ? <Trans>Offered</Trans> : <Trans>Not offered</Trans>}
                        </Badge>
                      </Group>
                      <Text size="sm">{planPrice(i18n, plan)}</Text>
                      <Text size="sm" c="dimmed">
                        {plan.description}
                      </Text>
                      <Group justify="flex-end">
                        <Button variant="light" size="xs" onClick={() => setEditing(plan.id)} aria-label={i18n._(msg`Edit plan ${plan.name}`)}>
                          <Trans>Edit</Trans>
                        </Button>
                      </Group>
                    </Stack>
                  )}
                </Card>
              ))}
            </SimpleGrid>
            {editing === 'new' ? (
              <Card withBorder radius="md" padding="md" component="section" aria-label={i18n._(msg`New plan`)}>
                <PlanForm plan={null} onDone={() => setEditing(null)} />
              </Card>
            ) : (
              <Group>
                <Button variant="light" onClick={() => setEditing('new')}>
                  <Trans>New plan</Trans>
                </Button>
              </Group>
            )}
            <AgreementCard key={data.platformProviderAgreements[0]?.id ?? 'none'} data={data} />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
