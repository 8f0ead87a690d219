// The questionnaire itself: the form version's JSON schema and uiSchema rendered by @rjsf with its Mantine
// theme. Labels and descriptions come from the schema (business content, shown as given); errors and rjsf's
// own strings are translated. Only this file imports rjsf, and only the questionnaire screens (the client's assessment, the front desk's pre-assessment) load it.
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Button, Group } from '@mantine/core';
import Form, { generateTemplates } from '@rjsf/mantine';
import type { BaseInputTemplateProps, RJSFSchema, UiSchema } from '@rjsf/utils';
import { useMemo } from 'react';
import { rjsfStringTranslator, translateFormErrors } from './form-messages.ts';
import { InterpretingValidator } from './schema-validator.ts';

type Answers = Record<string, unknown>;

const validator = new InterpretingValidator();

const MantineBaseInput = generateTemplates().BaseInputTemplate;

/**
 * Mantine's number input clamps a value outside min and max on blur (0 became 1, 29 became 30): a person must see
 * what they typed and be told the limits instead, so the number fields never clamp; validation refuses the value.
 */
function UnclampedInputTemplate(props: BaseInputTemplateProps) {
  if (!MantineBaseInput) return null;
  const numeric = props.schema.type === 'number' || props.schema.type === 'integer';
  return <MantineBaseInput {...props} options={numeric ? { ...props.options, clampBehavior: 'none' } : props.options} />;
}

const templates = { BaseInputTemplate: UnclampedInputTemplate };

/** A medical screening question is never answered for the patient: a required yes/no starts empty (rjsf would say No). */
const defaultFormState = { requiredBooleanDefault: 'skip' } as const;

type Props = {
  readonly schema: unknown;
  readonly uiSchema: unknown;
  readonly answers: Answers;
  readonly submitting: boolean;
  readonly onChange: (answers: Answers) => void;
  readonly onSubmit: (answers: Answers) => void;
};

function asObject(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

export default function QuestionnaireForm({ schema, uiSchema, answers, submitting, onChange, onSubmit }: Props) {
  const { i18n } = useLingui();
  const translateString = useMemo(() => rjsfStringTranslator(i18n), [i18n]);
  // The title is the page's heading already; the form shows the questions.
  const formSchema = useMemo(() => ({ ...asObject(schema), title: undefined }) as RJSFSchema, [schema]);
  const formUiSchema = useMemo(() => ({ ...asObject(uiSchema), 'ui:submitButtonOptions': { norender: true } }) as UiSchema, [uiSchema]);
  return (
    <Form
      schema={formSchema}
      uiSchema={formUiSchema}
      formData={answers}
      validator={validator}
      templates={templates}
      experimental_defaultFormStateBehavior={defaultFormState}
      onChange={(event) => onChange(asObject(event.formData))}
      onSubmit={(event) => onSubmit(asObject(event.formData))}
      transformErrors={(errors) => translateFormErrors(errors, i18n, formSchema)}
      translateString={translateString}
      showErrorList={false}
      focusOnFirstError
      noHtml5Validate
      disabled={submitting}
    >
      <Group justify="flex-end" mt="lg">
        <Button type="submit" size="md" loading={submitting}>
          <Trans>Submit answers</Trans>
        </Button>
      </Group>
    </Form>
  );
}
