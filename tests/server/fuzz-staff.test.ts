import { describeSchemaFuzz } from './helpers/fuzz-run.ts';

// A business administrator: the business-wide staff view (catalogue, clients, bookings, fulfilment).
describeSchemaFuzz('business admin', 'admin@demo.test', 'BUSINESS_ADMIN');
