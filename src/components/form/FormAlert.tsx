import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

type FormAlertProps = {
  title: ReactNode;
  children?: ReactNode;
  color?: 'red' | 'yellow' | 'blue';
};

/** An inline message above a form's button; `role="alert"` makes screen readers announce it at once. */
export function FormAlert({ title, children, color = 'red' }: FormAlertProps) {
  return (
    <Alert color={color} variant="light" title={title} icon={<IconAlertCircle aria-hidden="true" />} role="alert">
      {children}
    </Alert>
  );
}
