import type { Database } from '../../db/client.ts';
import { itemAnswers, type ItemAnswersView } from './answers.ts';

export { hcpClientProfile } from './client-profile.ts';

/** The answers of a session's item; a session with no item yet has none. */
export async function answersOfItem(db: Database, organizationId: string, orderItemId: string | null): Promise<ItemAnswersView[]> {
  return orderItemId ? itemAnswers(db, organizationId, orderItemId) : [];
}
