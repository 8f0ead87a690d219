import type { GraphQLSchema } from 'graphql';
import { builder } from './builder.ts';
// Each module registers its types and root fields on the builder when imported.
import './common.ts';
import './enums.ts';
import './user.ts';
import './auth.ts';
import './signup.ts';
import './signup-progress.ts';
import './password.ts';
import './client.ts';
import './reference.ts';
import './business.ts';
import './catalogue-common.ts';
import './localized-text.ts';
import './forms.ts';
import './forms-responses.ts';
import './catalogue.ts';
import './orders-duplicate.ts';
import './locations-nearby.ts';
import './payment-cards.ts';
import './gateway.ts';
import './organizations.ts';
import './scheduling-enums.ts';
import './scheduling-provider.ts';
import './scheduling-slots.ts';
import './scheduling-session.ts';
import './scheduling-working-hours.ts';
import './wallet.ts';
import './coupons.ts';
import './pricing-summary.ts';
import './orders.ts';
import './create-order.ts';
import './bookings-types.ts';
import './bookings.ts';
import './video.ts';
import './video-signals.ts';
import './hcp.ts';
import './hcp-treatment.ts';
import './shipments.ts';
import './progress.ts';
import './renewal.ts';
import './medication.ts';
import './fulfilment.ts';
import './notifications.ts';
import './reception.ts';
import './reception-bookings.ts';
import './reception-desk.ts';
import './admin-forms.ts';
import './admin-workflows.ts';
import './admin-money.ts';
import './admin-business.ts';
import './admin-catalogue.ts';
import './labs.ts';

let schema: GraphQLSchema | undefined;

/** The Pothos schema, built once per process. */
export function getSchema(): GraphQLSchema {
  schema ??= builder.toSchema();
  return schema;
}
import './video-observers.ts';
import './admin-platform.ts';
import './admin-people.ts';
import './widget.ts';
import './affiliates.ts';
import './onboarding.ts';
