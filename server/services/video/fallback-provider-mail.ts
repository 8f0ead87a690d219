import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { clients, hcpSessions, products, providerProfiles, users } from '../../db/schema/index.ts';
import type { AppDeps } from '../../deps.ts';
import { fallbackProviderMailContent } from '../../mail/fallback-provider-mail-content.ts';

const providerUser = alias(users, 'provider_user');
const clientUser = alias(users, 'client_user');

/**
 * Tells the provider who just took a session over that its client is waiting. Sent after the change is
 * committed and quietly: the console lists the session either way, and a mail server that is down must not
 * undo the assignment.
 */
export async function notifyFallbackProvider(deps: Pick<AppDeps, 'db' | 'mail' | 'config'>, sessionId: string): Promise<void> {
  try {
    const [row] = await deps.db
      .select({
        session: { id: hcpSessions.id, organizationId: hcpSessions.organizationId, displayId: hcpSessions.displayId, startsAt: hcpSessions.startsAt },
        providerName: providerProfiles.displayName,
        timeZone: providerProfiles.timezone,
        provider: { email: providerUser.email, language: providerUser.preferredLanguage },
        client: { firstName: clientUser.firstName, lastName: clientUser.lastName },
        productName: products.name,
      })
      .from(hcpSessions)
      .innerJoin(providerProfiles, eq(providerProfiles.id, hcpSessions.providerId))
      .innerJoin(providerUser, eq(providerUser.id, providerProfiles.userId))
      .innerJoin(clients, eq(clients.id, hcpSessions.clientId))
      .innerJoin(clientUser, eq(clientUser.id, clients.userId))
      .innerJoin(products, eq(products.id, hcpSessions.productId))
      .where(eq(hcpSessions.id, sessionId))
      .limit(1);
    if (!row) return;
    const { subject, text } = fallbackProviderMailContent(row.provider.language, {
      providerName: row.providerName,
      clientName: `${row.client.firstName} ${row.client.lastName}`.trim(),
      productName: row.productName,
      sessionDisplayId: row.session.displayId,
      startsAt: row.session.startsAt,
      timeZone: row.timeZone,
      sessionUrl: `${deps.config.publicUrl}/hcp/sessions/${row.session.id}`,
    });
    await deps.mail.send({ to: row.provider.email, subject, text, template: 'session_fallback_provider', organizationId: row.session.organizationId });
  } catch (error) {
    console.error(`[video] fallback provider mail for session ${sessionId} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
