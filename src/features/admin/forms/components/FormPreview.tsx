// The live preview: the form as a client will see it, drawn by the client's own questionnaire renderer (rjsf with
// the app's one answer engine), so a limit or an expected answer behaves here exactly as it will for the client.
import { Trans } from '@lingui/react/macro';
import { Alert, Loader, Text } from '@mantine/core';
import { Component, lazy, Suspense, useState, type ReactNode } from 'react';

const QuestionnaireForm = lazy(() => import('../../../../components/questionnaire/QuestionnaireForm.tsx'));

/** rjsf throws on some schemas the checks let through; the preview says so instead of taking the page down. */
class PreviewBoundary extends Component<{ children: ReactNode; resetKey: string }, { failed: boolean; key: string }> {
  override state = { failed: false, key: this.props.resetKey };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { failed: boolean; key: string }) {
    return props.resetKey === state.key ? null : { failed: false, key: props.resetKey };
  }

  override render() {
    if (this.state.failed) {
      return (
        <Alert color="yellow" variant="light" title={<Trans>The preview cannot show this form.</Trans>}>
          <Trans>Check the schema and the uiSchema.</Trans>
        </Alert>
      );
    }
    return this.props.children;
  }
}

type Props = { schema: Record<string, unknown>; uiSchema: Record<string, unknown> };

export function FormPreview({ schema, uiSchema }: Props) {
  const [answers, setAnswers] = useState<Record<string, unknown>>({});
  const [checked, setChecked] = useState(false);
  return (
    <PreviewBoundary resetKey={JSON.stringify([schema, uiSchema])}>
      <Suspense fallback={<Loader size="sm" aria-label="…" />}>
        <QuestionnaireForm
          schema={schema}
          uiSchema={uiSchema}
          answers={answers}
          submitting={false}
          onChange={(next) => {
            setAnswers(next);
            setChecked(false);
          }}
          onSubmit={() => setChecked(true)}
        />
      </Suspense>
      {checked ? (
        <Text size="sm" fw={600} mt="sm" role="status">
          <Trans>These answers are valid. In the preview nothing is sent.</Trans>
        </Text>
      ) : null}
    </PreviewBoundary>
  );
}
