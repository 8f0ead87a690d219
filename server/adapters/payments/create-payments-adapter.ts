import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { loadSecrets, type KeysConfig } from '../../secrets.ts';
import type { PaymentsAdapter } from './payments-adapter.ts';
import { createSandboxGateway } from './sandbox.ts';

/** The gateway named by PAYMENTS_GATEWAY (AppConfig.paymentsGateway); only the built-in sandbox exists so far. */
export async function createPaymentsAdapter({ db, config, now }: { db: Database; config: Pick<AppConfig, 'paymentsGateway'> & KeysConfig; now: () => Date }): Promise<PaymentsAdapter> {
  switch (config.paymentsGateway) {
    case 'sandbox':
      return createSandboxGateway({ db, now, secret: (await loadSecrets(db, config)).sandboxGatewaySecret });
  }
}
