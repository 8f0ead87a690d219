// `npm run admin:create -- --email ops@example.com [--password '...'] [--first-name Ada --last-name Lovelace]`:
// makes a platform operator (MASTER_ADMIN, a platform_admins row; issue 16). A new email gets an active account
// with the password given (or ADMIN_PASSWORD; without either a strong one is generated and printed once); an
// existing account keeps its password and becomes an operator. Runs the migrations first, on the database the
// server uses (DATABASE_URL, else the embedded PGlite under DATA_DIR): run it while the server is stopped when
// the database is the embedded one.
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { emailSchema } from '../src/domain/validation/email.ts';
import { passwordSchema } from '../src/domain/validation/password.ts';
import { loadConfig } from '../server/config.ts';
import { createDatabase, migrate } from '../server/db/client.ts';
import { users } from '../server/db/schema/index.ts';
import { grantPlatformAdmin } from '../server/services/admin/platform.ts';
import { hashPassword } from '../server/services/auth/password.ts';

const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' }, 'first-name': { type: 'string' }, 'last-name': { type: 'string' } },
  strict: true,
});

const email = emailSchema.safeParse(values.email ?? '');
if (!email.success) {
  console.error('Usage: npm run admin:create -- --email <email> [--password <password>] [--first-name <name>] [--last-name <name>]');
  process.exit(2);
}

/** A password that passes the rules of spec §5 (upper, lower, digit, special, 8+). */
function generatedPassword(): string {
  return `Cb!${randomBytes(12).toString('base64url')}7a`;
}

const given = values.password ?? process.env.ADMIN_PASSWORD;
const password = given ?? generatedPassword();
if (!passwordSchema.safeParse(password).success) {
  console.error('The password needs at least 8 characters with an upper-case letter, a lower-case letter, a digit and a special character.');
  process.exit(2);
}

const config = loadConfig(process.env);
const { db, kind, close } = await createDatabase(config);
try {
  await migrate(db);
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email.data)).limit(1);
  let userId = existing?.id;
  if (!userId) {
    const [created] = await db
      .insert(users)
      .values({
        email: email.data,
        passwordHash: await hashPassword(password),
        firstName: values['first-name'] ?? 'Platform',
        lastName: values['last-name'] ?? 'Admin',
        status: 'ACTIVE',
        isInternalUser: true,
      })
      .returning({ id: users.id });
    userId = created?.id;
  }
  if (!userId) throw new Error('the user could not be created');
  await grantPlatformAdmin(db, userId);
  console.info(`[admin:create] ${email.data} is a platform admin (${kind} database); sign in at ${config.publicUrl}/auth/login: it lands on /platform.`);
  if (!existing && !given) console.info(`[admin:create] generated password (shown once): ${password}`);
  if (existing) console.info('[admin:create] the account existed: its password is unchanged.');
} finally {
  await close();
}
