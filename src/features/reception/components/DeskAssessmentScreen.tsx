// /receptionist/bookings/psf/pre-assessment/{id} (spec §2): the service's pre-assessment answered with or for the
// client at the desk. The server scores it and records the receptionist as who entered it; a pass goes back to
// the booking with the response, a fail says so and offers to answer again.
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Loader, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useRef, useState } from 'react';
import { readApiError } from '../../../components/form/api-error.ts';
import { failureMessage } from '../../../components/form/failure-message.ts';
import { FormAlert } from '../../../components/form/FormAlert.tsx';
import { ButtonLink } from '../../../components/RouterLinks.tsx';
import { deskAssessmentFormQueryOptions, deskAssessmentServiceQueryOptions, storeDeskAnswers } from '../api/desk-assessment.ts';
import { preAssessmentFormOf } from '../lib/desk-service.ts';
import { useDeskLocation } from '../lib/use-desk-location.ts';
import { ChosenClient } from './ChosenClient.tsx';
import { DeskQueryState } from './DeskQueryState.tsx';

const QuestionnaireForm = lazy(() => import('../../../components/questionnaire/QuestionnaireForm.tsx'));

type DeskAssessmentScreenProps = { productId: string; clientId: string | null };

export function DeskAssessmentScreen({ productId, clientId }: DeskAssessmentScreenProps) {
  const { query, place } = useDeskLocation();
  return (
    <Stack gap="lg" maw={760}>
      <DeskQueryState query={query} skeleton={<Skeleton height={300} radius="md" />} errorTitle={<Trans>We could not load your location</Trans>}>
        {() =>
          place && clientId ? (
            <Questionnaire productId={productId} clientId={clientId} locationId={place.location.id} />
          ) : (
            <Alert color="yellow" variant="light" role="status" title={<Trans>Choose the client first</Trans>}>
              <ButtonLink to="/receptionist/bookings/new" search={{ productId }} variant="light" mt="xs">
                <Trans>Back to the booking</Trans>
              </ButtonLink>
            </Alert>
          )
        }
      </DeskQueryState>
    </Stack>
  );
}

function Questionnaire({ productId, clientId, locationId }: { productId: string; clientId: string; locationId: string }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const service = useQuery(deskAssessmentServiceQueryOptions(productId, locationId));
  const formId = service.data ? preAssessmentFormOf(service.data) : null;
  const form = useQuery({ ...deskAssessmentFormQueryOptions(formId ?? '', i18n.locale), enabled: formId !== null });
  const [answers, setAnswers] = useState<Record<string, unknown>>({});
  const [failed, setFailed] = useState(false);
  const [failure, setFailure] = useState<MessageDescriptor | null>(null);
  const draftId = useRef(crypto.randomUUID());
  const store = useMutation({ mutationFn: storeDeskAnswers });

  const submit = async (submitted: Record<string, unknown>) => {
    const categoryId = service.data?.categories[0]?.id;
    if (!formId || !categoryId) return;
    setFailure(null);
    try {
      const stored = await store.mutateAsync({ clientDraftId: draftId.current, clientId, formId, productId, categoryId, answers: submitted });
      if (stored.score.passed) await navigate({ to: '/receptionist/bookings/new', search: { clientId, productId, responseId: stored.id }, replace: true });
      else setFailed(true);
    } catch (error) {
      setFailure(failureMessage(readApiError(error)));
    }
  };

  return (
    <DeskQueryState query={service} skeleton={<Skeleton height={300} radius="md" />} errorTitle={<Trans>We could not load this service</Trans>}>
      {(product) => (
        <Stack gap="lg">
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              <Trans>Pre-assessment for {product.name}</Trans>
            </Text>
            <Title order={1} size="h2">
              {form.data?.name ?? <Trans>Pre-assessment</Trans>}
            </Title>
            {form.data?.description ? <Text>{form.data.description}</Text> : null}
          </Stack>
          <Paper withBorder radius="md" p="sm">
            <ChosenClient clientId={clientId} onChange={() => void navigate({ to: '/receptionist/bookings/new', search: { productId } })} />
          </Paper>
          <Text size="sm" c="dimmed">
            <Trans>Ask the client each question and enter their answers; the answers record that you entered them.</Trans>
          </Text>
          {failed ? (
            <Alert color="orange" variant="light" icon={<IconAlertTriangle aria-hidden />} role="status" title={<Trans>Not eligible</Trans>}>
              <Stack gap="sm">
                <Text size="sm">
                  <Trans>From these answers, {product.name} is not suitable for the client. A provider can advise on other options.</Trans>
                </Text>
                <Group gap="sm">
                  <Button
                    variant="default"
                    onClick={() => {
                      draftId.current = crypto.randomUUID();
                      setAnswers({});
                      setFailed(false);
                    }}
                  >
                    <Trans>Answer again</Trans>
                  </Button>
                  <ButtonLink to="/receptionist/bookings/new" search={{ clientId }} variant="subtle">
                    <Trans>Choose another service</Trans>
                  </ButtonLink>
                </Group>
              </Stack>
            </Alert>
          ) : !formId ? (
            <Alert color="gray" variant="light" role="status">
              <Trans>This service needs no pre-assessment.</Trans>
            </Alert>
          ) : !form.data?.currentVersion ? (
            form.isError ? (
              <FormAlert title={i18n._(failureMessage(readApiError(form.error)))} />
            ) : (
              <Loader role="status" aria-label={t`Loading`} />
            )
          ) : (
            <Suspense fallback={<Skeleton height={300} />}>
              <QuestionnaireForm
                schema={form.data.currentVersion.schema}
                uiSchema={form.data.currentVersion.uiSchema}
                answers={answers}
                submitting={store.isPending}
                onChange={setAnswers}
                onSubmit={(submitted) => void submit(submitted)}
              />
            </Suspense>
          )}
          {failure ? <FormAlert title={i18n._(failure)} /> : null}
        </Stack>
      )}
    </DeskQueryState>
  );
}
