import type { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../deps.ts';
import { createDemoVideoSession, DemoSessionError } from '../services/video/demo-session.ts';

const bodySchema = z.object({ clientEmail: z.email(), providerEmail: z.email() });

/**
 * POST /dev/video-session (demo mode only), JSON {clientEmail, providerEmail}: books a video session between them
 * starting now and answers {sessionId, orderId, orderItemId}, so a person or a browser test can try a call at once.
 */
export function mountDevVideoSession(app: Hono, deps: AppDeps): void {
  app.post('/dev/video-session', async (c) => {
    c.header('Cache-Control', 'no-store');
    const parsed = bodySchema.safeParse(await c.req.json().catch(() => null));
    if (!parsed.success) return c.json({ error: { code: 'BAD_USER_INPUT', message: 'Send JSON {clientEmail, providerEmail}.' } }, 400);
    try {
      return c.json(await createDemoVideoSession(deps.db, parsed.data, deps.now()));
    } catch (error) {
      if (error instanceof DemoSessionError) return c.json({ error: { code: 'NOT_FOUND', message: error.message } }, 404);
      throw error;
    }
  });
}
