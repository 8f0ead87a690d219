// Buttons that act as one radio group (WAI-ARIA radio pattern): one tab stop, arrow keys move and choose,
// Home/End jump to the ends. Used for days and time slots, where native radios would not read as buttons.
import { Button, Group } from '@mantine/core';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export type RadioButtonOption = { readonly value: string; readonly label: ReactNode; readonly ariaLabel?: string };

type RadioButtonsProps = {
  readonly label: string;
  readonly options: readonly RadioButtonOption[];
  readonly value: string | null;
  readonly onChange: (value: string) => void;
  readonly disabled?: boolean;
};

const MOVES: Partial<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_, count) => count - 1,
};

export function RadioButtons({ label, options, value, onChange, disabled = false }: RadioButtonsProps) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const selectedIndex = options.findIndex((option) => option.value === value);
  const focusIndex = selectedIndex >= 0 ? selectedIndex : 0;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const move = MOVES[event.key];
    if (!move || options.length === 0) return;
    event.preventDefault();
    const next = move(index, options.length);
    const option = options[next];
    if (!option) return;
    refs.current[next]?.focus();
    onChange(option.value);
  };

  return (
    <Group role="radiogroup" aria-label={label} gap="xs">
      {options.map((option, index) => {
        const checked = option.value === value;
        return (
          <Button
            key={option.value}
            ref={(element) => {
              refs.current[index] = element;
            }}
            role="radio"
            aria-checked={checked}
            aria-label={option.ariaLabel}
            tabIndex={index === focusIndex ? 0 : -1}
            variant={checked ? 'filled' : 'default'}
            size="sm"
            disabled={disabled}
            onClick={() => onChange(option.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {option.label}
          </Button>
        );
      })}
    </Group>
  );
}
