import { expect, type APIRequestContext } from '@playwright/test';

type OutboxMessage = { to: string; subject: string; text: string; createdAt: string };

/**
 * The newest one-time code sent to `email`, read from the demo outbox (GET /dev/outbox) the way a person trying
 * the demo would. `after` skips codes sent before a given moment (a resend replaces the earlier code).
 */
export async function readOneTimeCode(request: APIRequestContext, email: string, after = new Date(0)): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(`/dev/outbox?to=${encodeURIComponent(email)}`);
        const messages = (await response.json()) as OutboxMessage[];
        const newest = messages.find((m) => new Date(m.createdAt) >= after);
        code = newest ? /\b(\d{4})\b/.exec(`${newest.subject}\n${newest.text}`)?.[1] : undefined;
        return code;
      },
      { message: `a one-time code for ${email} in /dev/outbox`, timeout: 15_000 },
    )
    .toMatch(/^\d{4}$/);
  return code as string;
}
