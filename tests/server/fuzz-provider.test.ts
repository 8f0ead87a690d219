import { describeSchemaFuzz } from './helpers/fuzz-run.ts';

// A healthcare provider: sessions, answers, prescriptions and treatment decisions, which other staff cannot reach.
describeSchemaFuzz('provider', 'hcp@demo.test', 'HEALTHCARE_PROVIDER');
