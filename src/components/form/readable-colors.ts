import type { CSSProperties } from 'react';

// Mantine's default error red (#fa5252) falls below the 4.5:1 contrast WCAG asks of small text on white (the
// field messages, and the invalid value itself, which Mantine colours red). Forms that are used on several
// screens carry the darker red themselves (the auth layout does the same for its forms).
export const readableErrorColor = { '--mantine-color-error': 'var(--mantine-color-red-8)' } as CSSProperties;
