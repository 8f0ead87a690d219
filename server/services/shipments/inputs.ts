// recordShipment's input, validated at the edge; failures are BAD_USER_INPUT with a key per field.
import type { z } from 'zod';
import { shipmentFieldsSchema } from '../../../src/domain/shipments/shipment.ts';
import { idSchema } from '../catalogue/inputs.ts';

export const recordShipmentInputSchema = shipmentFieldsSchema.extend({ orderItemId: idSchema });

export type RecordShipmentInput = z.output<typeof recordShipmentInputSchema>;
