import { describeSchemaFuzz } from './helpers/fuzz-run.ts';

// The staff roles run in fuzz-staff.test.ts and fuzz-provider.test.ts, side by side with this file.
describeSchemaFuzz('client', 'client@demo.test', 'CLIENT');
