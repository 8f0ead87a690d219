import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useReducer, useRef, useState } from 'react';
import { signIn, useSession } from '../../../../app/session.ts';
import type { ValidationMessageKey } from '../../../../domain/validation/messages.ts';
import { loginRequest } from '../../api/login.ts';
import { readApiError } from '../../../../components/form/api-error.ts';
import { failureMessage } from '../../../../components/form/failure-message.ts';
import { unfinishedSignupStep } from '../../lib/unfinished-signup.ts';
import { initialSignupDraft, SIGNUP_STEPS, signupReducer, stepIndex } from '../../machines/signup-steps.ts';
import { clearSignupDraft, loadSignupDraft, saveSignupDraft } from '../../stores/signup-draft.ts';
import {
  forgetSignupCredentials,
  rememberSignupCredentials,
  signupPasswordFor,
} from '../../stores/signup-credentials.ts';
import { AddressStep } from './AddressStep.tsx';
import { ContinueLoginPanel } from './ContinueLoginPanel.tsx';
import { EmailCodeStep } from './EmailCodeStep.tsx';
import { IdentityStep } from './IdentityStep.tsx';
import { PasswordStep } from './PasswordStep.tsx';
import { PersonalDetailsStep } from './PersonalDetailsStep.tsx';
import { SignupStepper, stepTitle } from './SignupStepper.tsx';
import { useSignedInClient } from './use-signed-in-client.ts';

type SignupWizardProps = {
  /** Organization of the business the sign-up belongs to (clientSignup's organization header). */
  organizationId: string | null;
  onFinished: () => void;
};

export function SignupWizard({ organizationId, onFinished }: SignupWizardProps) {
  const { i18n } = useLingui();
  const [draft, dispatch] = useReducer(
    signupReducer,
    organizationId,
    (organization) => loadSignupDraft(sessionStorage, organization) ?? initialSignupDraft(organization),
  );
  const [personalErrors, setPersonalErrors] = useState<Partial<Record<string, ValidationMessageKey | string>>>({});
  const [codeJustSent, setCodeJustSent] = useState(
    () => draft.step === 'code' && signupPasswordFor(draft.personal.email) !== null,
  );
  const [autoLogin, setAutoLogin] = useState<{ busy: boolean; error: MessageDescriptor | null }>({
    busy: false,
    error: null,
  });
  const session = useSession();
  const client = useSignedInClient(draft.personal.email, draft.clientId, organizationId);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(draft.step);

  // A client of this business already signed in (a reload after the email code, another tab, a login) goes on at
  // the first step the server has not recorded, whatever this tab remembers.
  const grant = session.activeGrant;
  const signedInClient = session.user && grant?.roleName === 'CLIENT' && grant.organizationId === organizationId ? { user: session.user, grant } : null;
  const clientKey = signedInClient ? `${signedInClient.user.id}:${signedInClient.grant.targetId}` : null;
  const [checkedFor, setCheckedFor] = useState<string | null>(null);
  useEffect(() => {
    if (!signedInClient || clientKey === null) return;
    let active = true;
    const { user, grant: clientGrant } = signedInClient;
    void unfinishedSignupStep(clientGrant).then((step) => {
      if (!active) return;
      if (step) dispatch({ type: 'resumed', step, email: user.email, clientId: clientGrant.targetId, userId: user.id });
      setCheckedFor(clientKey);
    });
    return () => {
      active = false;
    };
    // The check runs once per signed-in client; the objects themselves change with every session snapshot.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [clientKey]);
  // While the session is still being read on a reload, step 1 is not shown: it may be the wrong step.
  const checking = (session.status === 'loading' && draft.step === 'personal') || (clientKey !== null && checkedFor !== clientKey);

  useEffect(() => {
    if (draft.step === 'done') {
      clearSignupDraft(sessionStorage);
      forgetSignupCredentials();
      onFinished();
      return;
    }
    saveSignupDraft(sessionStorage, draft);
  }, [draft, onFinished]);

  // Focus follows the step so that keyboard and screen-reader users start at the new step's heading.
  useEffect(() => {
    if (shownStep.current === draft.step) return;
    shownStep.current = draft.step;
    headingRef.current?.focus();
  }, [draft.step]);

  if (draft.step === 'done') return null;
  if (checking) {
    return (
      <Stack align="center" py="xl">
        <Loader size="sm" role="status" aria-label={i18n._(msg`Loading`)} />
      </Stack>
    );
  }

  const confirmed = async () => {
    dispatch({ type: 'codeConfirmed' });
    const password = signupPasswordFor(draft.personal.email);
    if (password === null) return;
    setAutoLogin({ busy: true, error: null });
    try {
      await signIn(await loginRequest({ email: draft.personal.email.trim(), password }));
      setAutoLogin({ busy: false, error: null });
    } catch (error) {
      setAutoLogin({ busy: false, error: failureMessage(readApiError(error)) });
    }
  };

  const needsLogin = (draft.step === 'identity' || draft.step === 'address') && client.clientId === null;
  const position = stepIndex(draft.step) + 1;

  return (
    <Stack gap="lg">
      <SignupStepper active={stepIndex(draft.step)} />
      <Stack gap={2}>
        <Text size="sm" c="dimmed">
          <Trans>
            Step {position} of {SIGNUP_STEPS.length}
          </Trans>
        </Text>
        <Title order={2} size="h3" ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
          {i18n._(stepTitle[draft.step])}
        </Title>
      </Stack>
      {draft.step === 'personal' ? (
        <PersonalDetailsStep
          initial={draft.personal}
          serverErrors={personalErrors}
          onEdit={(personal) => dispatch({ type: 'personalEdited', personal })}
          onSubmit={(personal) => {
            setPersonalErrors({});
            dispatch({ type: 'personalSubmitted', personal });
          }}
        />
      ) : null}
      {draft.step === 'password' ? (
        <PasswordStep
          personal={draft.personal}
          onBack={() => dispatch({ type: 'back' })}
          onPersonalErrors={(errors) => {
            setPersonalErrors(errors);
            dispatch({ type: 'back' });
          }}
          onSignedUp={({ clientId, userId, password }) => {
            rememberSignupCredentials({ email: draft.personal.email.trim(), password });
            setCodeJustSent(true);
            dispatch({ type: 'signedUp', clientId, userId });
          }}
        />
      ) : null}
      {draft.step === 'code' ? (
        <EmailCodeStep
          email={draft.personal.email.trim()}
          codeJustSent={codeJustSent}
          onConfirmed={() => void confirmed()}
          onStartOver={() => {
            forgetSignupCredentials();
            dispatch({ type: 'startOver' });
          }}
        />
      ) : null}
      {needsLogin ? (
        <ContinueLoginPanel
          key={autoLogin.busy ? 'busy' : 'ready'}
          email={draft.personal.email.trim()}
          busy={autoLogin.busy || session.status === 'loading'}
          initialError={autoLogin.error}
        />
      ) : null}
      {draft.step === 'identity' && client.clientId !== null ? (
        <IdentityStep
          clientId={client.clientId}
          identityKind={draft.identityKind}
          onKindChange={(identityKind) => dispatch({ type: 'identityKindChosen', identityKind })}
          onSaved={() => dispatch({ type: 'identitySaved' })}
        />
      ) : null}
      {draft.step === 'address' && client.clientId !== null ? (
        <AddressStep
          clientId={client.clientId}
          initial={draft.address}
          onEdit={(address) => dispatch({ type: 'addressEdited', address })}
          onBack={() => dispatch({ type: 'back' })}
          onSaved={() => dispatch({ type: 'addressSaved' })}
        />
      ) : null}
    </Stack>
  );
}
