// Colours of the provider console's and the front desk's badges and flags, each dark enough for white (or on a pale tint, for itself) to
// keep 4.5:1 contrast at badge size; Mantine's green 9 and orange 9 fall just below that.
export const CONSOLE_COLORS = {
  done: '#276737',
  attention: '#9a3412',
  scheduled: 'blue.8',
  live: 'clinicTeal.8',
  stopped: 'red.9',
  quiet: 'gray.7',
} as const;
