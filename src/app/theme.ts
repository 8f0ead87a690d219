// One calm clinic theme: teal primary, soft rounding, readable sizes and a focus ring that is always visible.
import { createTheme } from '@mantine/core';
import type { MantineColorsTuple } from '@mantine/core';

// Teal tuned so that shade 7 (used for filled buttons and links) passes WCAG AA on white.
const clinicTeal: MantineColorsTuple = [
  '#e6fbf8',
  '#d3f2ee',
  '#a8e3dc',
  '#79d3c9',
  '#53c6b9',
  '#3bbdaf',
  '#2a9d91',
  '#0f766e',
  '#0b635c',
  '#05524b',
];

export const theme = createTheme({
  primaryColor: 'clinicTeal',
  primaryShade: { light: 7, dark: 5 },
  colors: { clinicTeal },
  defaultRadius: 'md',
  focusRing: 'always',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: {
    fontFamily:
      'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    fontWeight: '650',
  },
  fontSizes: { xs: '0.8125rem', sm: '0.9375rem', md: '1rem', lg: '1.125rem', xl: '1.25rem' },
  breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75em', xl: '88em' },
  cursorType: 'pointer',
  // People who ask their system for less motion get none: modals, menus and toasts appear at once.
  respectReducedMotion: true,
  components: {
    Button: { defaultProps: { radius: 'md' } },
    Anchor: { defaultProps: { underline: 'hover' } },
    // Yellow text on the light yellow background fails WCAG AA contrast: yellow alerts keep their icon and
    // background, and write their title in the body text colour.
    Alert: {
      styles: (_theme: unknown, props: { color?: unknown }) => (props.color === 'yellow' ? { title: { color: 'var(--mantine-color-text)' } } : {}),
    },
  },
});
