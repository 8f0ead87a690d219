import type { SyntheticEvent } from 'react';

/**
 * After a failed submit, moves focus to the first field marked invalid, so a keyboard or screen-reader user
 * lands on the message instead of hunting for it (Mantine sets aria-invalid on inputs with an error).
 */
export function focusFirstInvalid(_errors: unknown, _values: unknown, event: SyntheticEvent<HTMLFormElement> | undefined): void {
  const form = event?.currentTarget;
  // Errors render on the next frame; wait for them before looking.
  requestAnimationFrame(() => {
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}
