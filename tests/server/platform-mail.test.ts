import { once } from 'node:events';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createMailAdapter } from '../../server/adapters/mail/create-mail-adapter.ts';
import { createTestDeps, type TestDeps } from './helpers/test-deps.ts';

/** A minimal SMTP server that accepts every message and keeps its raw DATA. */
async function startFakeSmtp(): Promise<{ server: Server; port: number; messages: string[] }> {
  const messages: string[] = [];
  const server = createServer((socket) => {
    let inData = false;
    let data = '';
    let buffer = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let newline: number;
      while ((newline = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            messages.push(data);
            data = '';
            socket.write('250 OK queued\r\n');
          } else {
            data += `${line}\n`;
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 fake\r\n');
        else if (verb === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
        } else socket.write('250 OK\r\n');
      }
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return { server, port: (server.address() as AddressInfo).port, messages };
}

describe('mail adapters', () => {
  let deps: TestDeps;
  let smtp: Awaited<ReturnType<typeof startFakeSmtp>>;
  beforeAll(async () => {
    deps = await createTestDeps();
    smtp = await startFakeSmtp();
  });
  afterAll(async () => {
    smtp.server.close();
    await deps.close();
  });

  test('with SMTP_URL the message is delivered and recorded in the outbox as sent', async () => {
    const mail = createMailAdapter(deps.db, { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, mailFrom: 'Carebook <no-reply@carebook.test>' }, deps.now);
    await mail.send({ to: 'smtp@example.test', subject: 'Your code', text: 'Your code is 4821', template: 'signup_code' });
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]).toContain('Subject: Your code');
    expect(smtp.messages[0]).toContain('Your code is 4821');
    const [stored] = await deps.sentTo('smtp@example.test');
    expect(stored).toMatchObject({ status: 'sent', template: 'signup_code', body: 'Your code is 4821' });
    expect(stored?.sentAt).toEqual(deps.now());
  });

  test('without SMTP_URL the message is only stored', async () => {
    const mail = createMailAdapter(deps.db, { smtpUrl: undefined, mailFrom: 'x@y.test' }, deps.now);
    const info = console.info;
    console.info = () => undefined;
    try {
      await mail.send({ to: 'stored@example.test', subject: 'Hello', text: 'Body', template: 'notice', organizationId: null });
    } finally {
      console.info = info;
    }
    const [stored] = await deps.sentTo('stored@example.test');
    expect(stored).toMatchObject({ status: 'stored', sentAt: null });
    expect(smtp.messages).toHaveLength(1);
  });
});
