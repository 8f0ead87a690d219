// /join/{businessCode} (issue 17, spec §2 "provider sign-up with plan selection, agreements and payment"): a
// provider picks a plan, creates the account (the emailed code, as clients do), accepts the agreement in force,
// pays the plan with a card, sets up the account, then waits for the business admin's approval.
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Checkbox, Group, NativeSelect, Paper, PasswordInput, PinInput, Progress, Radio, ScrollArea, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { signOut, useSession } from '../../../app/session.ts';
import { readApiError } from '../../../components/form/api-error.ts';
import { failureMessage } from '../../../components/form/failure-message.ts';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { useErrorText } from '../../../components/form/use-error-text.ts';
import { QueryState } from '../../../components/QueryState.tsx';
import type { ProviderSignupKind } from '../../../gql/graphql.ts';
import { myApplicationsKey, myApplicationsQueryOptions, useApplicationSteps, useConfirmAndSignIn, useProviderSignup, useResendCode, type ProviderApplicationView, type ProviderSignupInfo } from '../api/onboarding.ts';
import { planPrice } from '../../../components/provider-plan/plan-format.ts';
import { PlanPaymentStep } from './PlanPaymentStep.tsx';
import { ProviderSetupForm } from './ProviderSetupForm.tsx';

const STEPS = ['plan', 'account', 'agreement', 'payment', 'setup', 'approval'] as const;
type Step = (typeof STEPS)[number];

function StepFrame({ step, title, children }: { step: Step; title: MessageDescriptor | string; children: React.ReactNode }) {
  const { i18n } = useLingui();
  const index = STEPS.indexOf(step) + 1;
  return (
    <Paper component="section" withBorder radius="md" p={{ base: 'md', sm: 'xl' }} w="100%" maw={640} mx="auto" shadow="sm">
      <Stack gap="lg">
        <Stack gap={6}>
          <Text size="sm" c="dimmed">
            <Trans>
              Step {index} of {STEPS.length}
            </Trans>
          </Text>
          <Progress value={(index / STEPS.length) * 100} size="sm" aria-hidden />
          <Title order={1} size="h2">
            {typeof title === 'string' ? title : i18n._(title)}
          </Title>
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}

function PlanStep({ info, planId, kind, onChoose }: { info: ProviderSignupInfo; planId: string; kind: ProviderSignupKind; onChoose: (planId: string, kind: ProviderSignupKind) => void }) {
  const { t, i18n } = useLingui();
  const [plan, setPlan] = useState(planId || info.plans[0]?.id || '');
  const [role, setRole] = useState<ProviderSignupKind>(kind);
  return (
    <StepFrame step="plan" title={t`Join ${info.business.name} as a provider`}>
      <Stack gap="md">
        <Stack gap={6}>
          <Text fw={500} id="kind-label">
            <Trans>I offer</Trans>
          </Text>
          <SegmentedControl
            aria-labelledby="kind-label"
            value={role}
            onChange={(value) => setRole(value as ProviderSignupKind)}
            data={[
              { value: 'HCP', label: t`Healthcare services` },
              { value: 'SERVICE_PROVIDER', label: t`Other services` },
            ]}
          />
        </Stack>
        <Radio.Group label={t`Choose your plan`} value={plan} onChange={setPlan}>
          <Stack gap="sm" mt="xs">
            {info.plans.map((option) => (
              <Radio.Card key={option.id} value={option.id} radius="md" p="md" withBorder>
                <Group wrap="nowrap" align="flex-start">
                  <Radio.Indicator />
                  <Stack gap={2}>
                    <Group gap="xs">
                      <Text fw={600}>{option.name}</Text>
                      <Badge variant="filled" color="teal.9" autoContrast>
                        {planPrice(i18n, option)}
                      </Badge>
                    </Group>
                    <Text size="sm" c="dimmed">
                      {option.description}
                    </Text>
                  </Stack>
                </Group>
              </Radio.Card>
            ))}
          </Stack>
        </Radio.Group>
        {info.plans.length === 0 ? (
          <Alert color="gray" variant="light">
            <Trans>No plan is offered right now. Please come back later.</Trans>
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button disabled={!plan} onClick={() => onChoose(plan, role)}>
            <Trans>Continue</Trans>
          </Button>
        </Group>
      </Stack>
    </StepFrame>
  );
}

type AccountValues = { firstName: string; lastName: string; email: string; phone: string; dob: string; gender: 'FEMALE' | 'MALE'; password: string };

function AccountStep({ businessCode, planId, kind, onBack, onSignedUp }: { businessCode: string; planId: string; kind: ProviderSignupKind; onBack: () => void; onSignedUp: (email: string, password: string) => void }) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const signup = useProviderSignup();
  const [values, setValues] = useState<AccountValues>({ firstName: '', lastName: '', email: '', phone: '', dob: '', gender: 'FEMALE', password: '' });
  const info = signup.error ? readApiError(signup.error) : null;
  const fieldError = (name: keyof AccountValues) => {
    const key = info ? Object.entries(info.fields).find(([path]) => path.split('.').pop() === name)?.[1] : undefined;
    return key ? errorText(key) : undefined;
  };
  const bind = (name: keyof AccountValues) => ({ value: values[name], onChange: (e: { currentTarget: { value: string } }) => {
      // Read now: the updater runs after the event, when React has let go of currentTarget.
      const value = e.currentTarget.value;
      setValues((v) => ({ ...v, [name]: value }));
    }, error: fieldError(name) });
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const { password, ...user } = values;
    await signup.mutateAsync({ input: { businessCode, planId, kind, ...user, timezone: Intl.DateTimeFormat().resolvedOptions().timeZone }, password }).then(
      () => onSignedUp(values.email.trim(), password),
      () => undefined,
    );
  };
  return (
    <StepFrame step="account" title={t`Create your account`}>
      <form noValidate onSubmit={(e) => void submit(e)}>
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t`First name`} autoComplete="given-name" required {...bind('firstName')} />
            <TextInput label={t`Last name`} autoComplete="family-name" required {...bind('lastName')} />
          </SimpleGrid>
          <TextInput label={t`Email`} type="email" autoComplete="email" required {...bind('email')} />
          <TextInput label={t`Phone`} type="tel" autoComplete="tel" required {...bind('phone')} />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput label={t`Date of birth`} type="date" required {...bind('dob')} />
            <NativeSelect
              label={t`Gender`}
              data={[
                { value: 'FEMALE', label: t`Female` },
                { value: 'MALE', label: t`Male` },
              ]}
              {...bind('gender')}
            />
          </SimpleGrid>
          <PasswordInput label={t`Password`} autoComplete="new-password" description={t`At least 8 characters with a letter, a number and a symbol.`} required {...bind('password')} />
          {info && Object.keys(info.fields).length === 0 ? <FormAlert title={i18n._(failureMessage(info))} /> : null}
          <Group justify="space-between">
            <Button variant="subtle" onClick={onBack}>
              <Trans>Back</Trans>
            </Button>
            <Button type="submit" loading={signup.isPending}>
              <Trans>Create account</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </StepFrame>
  );
}

function AgreementStep({ application }: { application: ProviderApplicationView }) {
  const { t, i18n } = useLingui();
  const { accept } = useApplicationSteps();
  const [agreed, setAgreed] = useState(false);
  const agreement = application.currentAgreement;
  if (!agreement) return null;
  return (
    <StepFrame step="agreement" title={t`Provider agreement`}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          <Trans>
            {agreement.title}, version {agreement.version}
          </Trans>
        </Text>
        <ScrollArea.Autosize mah={280} type="auto" offsetScrollbars>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }} tabIndex={0} aria-label={t`Agreement text`}>
            {agreement.body}
          </Text>
        </ScrollArea.Autosize>
        <Checkbox checked={agreed} onChange={(e) => setAgreed(e.currentTarget.checked)} label={t`I have read and accept the provider agreement`} />
        {accept.error ? <FormAlert title={i18n._(failureMessage(readApiError(accept.error)))} /> : null}
        <Group justify="flex-end">
          <Button disabled={!agreed} loading={accept.isPending} onClick={() => accept.mutate({ applicationId: application.id, version: agreement.version })}>
            <Trans>Accept and continue</Trans>
          </Button>
        </Group>
      </Stack>
    </StepFrame>
  );
}

function ApprovalStep({ application, onEdit }: { application: ProviderApplicationView; onEdit: () => void }) {
  const { t } = useLingui();
  if (application.status === 'APPROVED') {
    return (
      <StepFrame step="approval" title={t`You are approved`}>
        <Stack gap="md">
          <Text>
            <Trans>{application.business.name} approved your account. Clients can now book you. Sign in again to open your workspace.</Trans>
          </Text>
          <Group justify="flex-end">
            <Button onClick={() => void signOut({ redirectTo: '/auth/login' })}>
              <Trans>Sign in again</Trans>
            </Button>
          </Group>
        </Stack>
      </StepFrame>
    );
  }
  if (application.status === 'DECLINED') {
    return (
      <StepFrame step="approval" title={t`Application declined`}>
        <Text>
          <Trans>{application.business.name} declined your application. Your payment was refunded to your card.</Trans>
        </Text>
      </StepFrame>
    );
  }
  return (
    <StepFrame step="approval" title={t`Waiting for approval`}>
      <Stack gap="md">
        <Text>
          <Trans>Your account is set up. {application.business.name} reviews it before clients can book you; you will be able to sign in to your workspace once approved.</Trans>
        </Text>
        {application.setup ? (
          <Text size="sm" c="dimmed">
            <Trans>
              Locations: {application.setup.locations.map((l) => l.name).join(', ')}. Services: {application.setup.categories.map((c) => c.name).join(', ')}.
            </Trans>
          </Text>
        ) : null}
        <Group justify="flex-end">
          <Button variant="light" onClick={onEdit}>
            <Trans>Edit my setup</Trans>
          </Button>
        </Group>
      </Stack>
    </StepFrame>
  );
}

function ApplicationSteps({ businessCode }: { businessCode: string }) {
  const { t } = useLingui();
  const query = useQuery(myApplicationsQueryOptions());
  const [editing, setEditing] = useState(false);
  return (
    <QueryState query={query} skeleton={<Skeleton h={320} maw={640} mx="auto" />} offlineText={<Trans>Your application cannot be shown while offline.</Trans>} errorTitle={<Trans>Your application could not be loaded.</Trans>}>
      {(applications) => {
        const application = applications.find((a) => a.business.shortId === businessCode);
        if (!application) {
          return (
            <StepFrame step="account" title={t`No application here`}>
              <Stack gap="md">
                <Text>
                  <Trans>This account has not signed up as a provider with this business. Sign out to create a provider account.</Trans>
                </Text>
                <Group justify="flex-end">
                  <Button onClick={() => void signOut({ redirectTo: `/join/${businessCode}` })}>
                    <Trans>Sign out</Trans>
                  </Button>
                </Group>
              </Stack>
            </StepFrame>
          );
        }
        switch (application.status) {
          case 'AGREEMENT':
            return <AgreementStep application={application} />;
          case 'PAYMENT':
            return (
              <StepFrame step="payment" title={t`Pay your plan`}>
                <PlanPaymentStep application={application} />
              </StepFrame>
            );
          case 'SETUP':
            return (
              <StepFrame step="setup" title={t`Set up your account`}>
                <ProviderSetupForm application={application} onSaved={() => setEditing(false)} />
              </StepFrame>
            );
          default:
            return editing && application.status === 'PENDING_APPROVAL' ? (
              <StepFrame step="setup" title={t`Set up your account`}>
                <ProviderSetupForm application={application} onSaved={() => setEditing(false)} />
              </StepFrame>
            ) : (
              <ApprovalStep application={application} onEdit={() => setEditing(true)} />
            );
        }
      }}
    </QueryState>
  );
}

/** The one-time code emailed at sign-up (confirmUserSignUp, as for clients), then signing in with the new password. */
function CodeStep({ credentials, onSignedIn, onStartOver }: { credentials: { email: string; password: string }; onSignedIn: () => void; onStartOver: () => void }) {
  const { t, i18n } = useLingui();
  const confirm = useConfirmAndSignIn();
  const resend = useResendCode();
  const [code, setCode] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    confirm.mutate({ ...credentials, code }, { onSuccess: onSignedIn });
  };
  return (
    <StepFrame step="account" title={t`Check your email`}>
      <form noValidate onSubmit={submit}>
        <Stack gap="md">
          <Text size="sm" id="code-label">
            <Trans>Enter the 4-digit code we sent to {credentials.email}.</Trans>
          </Text>
          <PinInput length={4} type="number" oneTimeCode value={code} onChange={setCode} aria-labelledby="code-label" inputMode="numeric" getInputProps={(index) => ({ 'aria-label': t`Digit ${index + 1} of the code` })} />
          {confirm.error ? <FormAlert title={i18n._(failureMessage(readApiError(confirm.error)))} /> : null}
          {resend.isSuccess ? (
            <Text size="sm" c="teal.9" role="status">
              <Trans>A new code is on its way.</Trans>
            </Text>
          ) : null}
          <Group justify="space-between">
            <Group gap="xs">
              <Button variant="subtle" onClick={onStartOver}>
                <Trans>Back</Trans>
              </Button>
              <Button variant="subtle" loading={resend.isPending} onClick={() => resend.mutate(credentials.email)}>
                <Trans>Send a new code</Trans>
              </Button>
            </Group>
            <Button type="submit" disabled={code.length !== 4} loading={confirm.isPending}>
              <Trans>Confirm</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </StepFrame>
  );
}

export function ProviderSignupScreen({ businessCode, info }: { businessCode: string; info: ProviderSignupInfo }) {
  const { status, user } = useSession();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<'plan' | 'account' | 'code'>('plan');
  const [choice, setChoice] = useState<{ planId: string; kind: ProviderSignupKind }>({ planId: '', kind: 'HCP' });
  const [credentials, setCredentials] = useState<{ email: string; password: string } | null>(null);

  if (status === 'loading') return <Skeleton h={320} maw={640} mx="auto" />;
  if (user) return <ApplicationSteps businessCode={businessCode} />;
  if (step === 'code' && credentials) {
    return <CodeStep credentials={credentials} onSignedIn={() => void queryClient.invalidateQueries({ queryKey: myApplicationsKey })} onStartOver={() => setStep('account')} />;
  }
  if (step === 'account') {
    return (
      <AccountStep
        businessCode={businessCode}
        planId={choice.planId}
        kind={choice.kind}
        onBack={() => setStep('plan')}
        onSignedUp={(email, password) => {
          setCredentials({ email, password });
          setStep('code');
        }}
      />
    );
  }
  return (
    <PlanStep
      info={info}
      planId={choice.planId}
      kind={choice.kind}
      onChoose={(planId, kind) => {
        setChoice({ planId, kind });
        setStep('account');
      }}
    />
  );
}
