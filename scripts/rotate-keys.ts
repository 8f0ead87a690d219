/**
 * `npm run keys:rotate` (README "Keys"): adds a new current JWT key and data key to the key file
 * (DATA_DIR/keys.json or KEYS_FILE; created when there is none yet) and re-encrypts identity numbers under it.
 * Tokens signed with the previous key stay valid until they expire. Restart every server process afterwards so
 * that they sign and encrypt with the new keys. With the embedded database, stop the server first (PGlite
 * allows one process per folder).
 */
import { loadConfig } from '../server/config.ts';
import { createDatabase, migrate } from '../server/db/client.ts';
import { rotateKeys } from '../server/keys/rotate.ts';

const config = loadConfig(process.env);
const { db, kind, close } = await createDatabase(config);
try {
  await migrate(db);
  const result = await rotateKeys(db, config);
  console.info(`[keys] ${config.keysFile}: JWT key ${result.jwtKeyId} and data key ${result.dataKeyId} are current (${kind} database)`);
  console.info(`[keys] re-encrypted the identity numbers of ${result.reencrypted} clients; restart the servers to use the new keys`);
} finally {
  await close();
}
