import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconCircle } from '@tabler/icons-react';
import { passwordChecks, type PasswordRule } from './password-rules.ts';

const ruleLabel = {
  length: msg`At least 8 characters`,
  upper: msg`An upper-case letter`,
  lower: msg`A lower-case letter`,
  digit: msg`A digit`,
  special: msg`A special character (such as ! @ # $)`,
} as const satisfies Record<PasswordRule, MessageDescriptor>;

/** The live list of password rules; each item says in words whether it is met, not only by colour. */
export function PasswordChecklist({ password, id }: { password: string; id: string }) {
  const { i18n } = useLingui();
  return (
    <div id={id}>
      <Text size="sm" fw={500} mb={4}>
        <Trans>Your password needs:</Trans>
      </Text>
      <List spacing={2} size="sm" center>
        {passwordChecks(password).map(({ rule, met }) => (
          <List.Item
            key={rule}
            c={met ? 'teal.9' : 'dimmed'}
            icon={
              <ThemeIcon color={met ? 'teal' : 'gray'} variant={met ? 'filled' : 'light'} size={18} radius="xl" aria-hidden="true">
                {met ? <IconCheck size={12} /> : <IconCircle size={10} />}
              </ThemeIcon>
            }
          >
            {i18n._(ruleLabel[rule])}
            <VisuallyHidden>{met ? <Trans>(done)</Trans> : <Trans>(missing)</Trans>}</VisuallyHidden>
          </List.Item>
        ))}
      </List>
    </div>
  );
}
