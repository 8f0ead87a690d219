import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/** A password input whose show/hide toggle is reachable by keyboard and named in the user's language. */
export function PasswordField(props: PasswordInputProps) {
  const { i18n } = useLingui();
  return (
    <PasswordInput
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': i18n._(msg`Show or hide password`) }}
      {...props}
    />
  );
}
