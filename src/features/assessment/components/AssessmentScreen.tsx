// The pre-assessment of one product: the questionnaire (answers kept as a draft in IndexedDB while typing), its
// sending (queued while offline; logged-out people log in or sign up first, the draft waits for them), and the
// eligibility result from the server's score.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { showInfoToast } from '../../../app/feedback.ts';
import { loginHref } from '../../../app/login-href.ts';
import { session, sessionReady, useSession } from '../../../app/session.ts';
import { answersStillOpen } from '../api/answers-still-open.ts';
import type { PreAssessmentForm } from '../api/pre-assessment-form.ts';
import { forgetPass, recordPass, sendAnswers } from '../lib/send-answers.ts';
import { draftForVersion, loadDraft, newDraft, reusablePass, saveDraft, type AssessmentDraft } from '../stores/assessment-drafts.ts';
import { EligibilityResult } from './EligibilityResult.tsx';

const QuestionnaireForm = lazy(() => import('../../../components/questionnaire/QuestionnaireForm.tsx'));

const SAVE_DELAY_MS = 300;

type Props = {
  readonly codes: { readonly businessCode: string; readonly locationCode: string };
  readonly product: { readonly id: string; readonly name: string; readonly categoryId: string };
  readonly form: PreAssessmentForm;
};

export function AssessmentScreen({ codes, product, form }: Props) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { user, activeGrant } = useSession();
  const signedInClient = Boolean(user && activeGrant?.roleName === 'CLIENT');
  const [draft, setDraft] = useState<AssessmentDraft | null>(null);
  const [sending, setSending] = useState(false);
  const [offline, setOffline] = useState(false);
  const saveTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const currentVersionId = form.currentVersion?.id;
  useEffect(() => {
    let active = true;
    void loadDraft(product.id, form.id).then(async (stored) => {
      // A result scored against an older version of the form is out of date: the questionnaire is asked again.
      let current = draftForVersion(stored, currentVersionId);
      // A pass that still holds completes the item again when it was removed from the cart and added back; answers
      // already part of a booking cannot go with another one, so those questions are asked again.
      const pass = reusablePass(current, currentVersionId);
      if (pass) await sessionReady();
      const asClient = Boolean(session.user && session.activeGrant?.roleName === 'CLIENT');
      if (pass && asClient && (await answersStillOpen(pass.responseId)) === false) current = null;
      else if (pass && active) recordPass(product.id, pass.responseId);
      if (active) setDraft(current ?? newDraft({ productId: product.id, categoryId: product.categoryId, formId: form.id }));
    });
    return () => {
      active = false;
    };
  }, [product.id, product.categoryId, form.id, currentVersionId]);

  const send = useCallback(async (toSend: AssessmentDraft) => {
    setSending(true);
    try {
      const outcome = await sendAnswers(toSend);
      setDraft(outcome.draft);
      setOffline(outcome.kind === 'offline');
    } finally {
      setSending(false);
    }
  }, []);

  // Queued answers go out as soon as they can: now, when the connection returns, or once the person is logged in.
  const queued = draft?.status === 'queued' ? draft : null;
  useEffect(() => {
    if (!queued || !signedInClient || sending) return;
    const trySend = () => void send(queued);
    if (navigator.onLine) trySend();
    else setOffline(true);
    window.addEventListener('online', trySend);
    return () => window.removeEventListener('online', trySend);
  }, [queued, signedInClient, sending, send]);

  const onChange = (answers: Record<string, unknown>) => {
    if (!draft || draft.status !== 'editing') return;
    const next: AssessmentDraft = { ...draft, answers, updatedAt: Date.now() };
    setDraft(next);
    clearTimeout(saveTimer.current);
    saveTimer.current = setTimeout(() => void saveDraft(next), SAVE_DELAY_MS);
  };

  const onSubmit = async (answers: Record<string, unknown>) => {
    if (!draft) return;
    clearTimeout(saveTimer.current);
    const submitted: AssessmentDraft = { ...draft, answers, status: 'queued', updatedAt: Date.now() };
    await saveDraft(submitted);
    setDraft(submitted);
    if (!signedInClient) {
      // The server stores answers only for a known client: log in or sign up, then they are sent.
      showInfoToast(msg`Please log in or sign up to send your answers. We've kept them for you.`);
      void navigate({ href: loginHref(window.location.pathname) });
    }
  };

  const onRetake = async () => {
    const fresh = newDraft({ productId: product.id, categoryId: product.categoryId, formId: form.id });
    forgetPass(product.id);
    await saveDraft(fresh);
    setDraft(fresh);
    setOffline(false);
  };

  const version = form.currentVersion;
  if (draft?.status === 'done' && draft.result) {
    return (
      <EligibilityResult
        passed={draft.result.passed}
        answeredAt={draft.updatedAt}
        productName={product.name}
        onContinue={() => void navigate({ to: '/business/$businessCode/$locationCode/cart', params: codes })}
        onRetake={() => void onRetake()}
      />
    );
  }
  return (
    <Stack gap="md" maw={720}>
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          <Trans>Pre-assessment for {product.name}</Trans>
        </Text>
        <Title order={1}>{form.name}</Title>
        {form.description ? <Text>{form.description}</Text> : null}
      </Stack>
      {offline ? (
        <Alert color="yellow" role="status" title={t`Answers saved on this device`}>
          <Trans>You're offline. We'll send your answers when you're back online.</Trans>
        </Alert>
      ) : null}
      {!version ? (
        <Alert color="red" role="alert">
          <Trans>This questionnaire isn't available right now. Please contact the clinic.</Trans>
        </Alert>
      ) : !draft ? (
        <Loader role="status" aria-label={t`Loading`} />
      ) : (
        <Suspense fallback={<Loader role="status" aria-label={t`Loading`} />}>
          <QuestionnaireForm
            schema={version.schema}
            uiSchema={version.uiSchema}
            answers={draft.answers as Record<string, unknown>}
            submitting={sending || (draft.status === 'queued' && signedInClient && !offline)}
            onChange={onChange}
            onSubmit={(answers) => void onSubmit(answers)}
          />
        </Suspense>
      )}
    </Stack>
  );
}
