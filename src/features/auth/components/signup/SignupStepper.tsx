import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Stepper } from '@mantine/core';
import { SIGNUP_STEPS, type SignupStep } from '../../machines/signup-steps.ts';
import classes from './SignupStepper.module.css';

export const stepTitle = {
  personal: msg`Personal details`,
  password: msg`Password`,
  code: msg`Email code`,
  identity: msg`Identity check`,
  address: msg`Address`,
} as const satisfies Record<SignupStep, MessageDescriptor>;

/**
 * The visible progress of the five steps. Hidden from assistive technology: the step heading already says
 * "Step n of 5" and the steps are not buttons one can use (Back/Next move between them).
 */
export function SignupStepper({ active }: { active: number }) {
  const { i18n } = useLingui();
  return (
    <Stepper
      active={active}
      size="xs"
      iconSize={28}
      labelPosition="bottom"
      wrap={false}
      allowNextStepsSelect={false}
      aria-hidden="true"
      classNames={{ stepBody: classes.stepBody, stepLabel: classes.stepLabel, separator: classes.separator }}
    >
      {SIGNUP_STEPS.map((step) => (
        <Stepper.Step key={step} label={i18n._(stepTitle[step])} allowStepSelect={false} />
      ))}
    </Stepper>
  );
}
