// How far a client's own sign-up got (spec §2: identity check and address are steps 4 and 5), so that a person
// who left mid-way is brought back to the first unfinished step on reload and on login. Only facts are sent:
// whether an identity document and an address were given, never the numbers themselves.
import { and, eq, isNull } from 'drizzle-orm';
import { requireClientAccess } from '../context.ts';
import { clientAddresses } from '../db/schema/index.ts';
import { builder } from './builder.ts';

type SignupProgress = { identityGiven: boolean; addressGiven: boolean };

const ClientSignupProgress = builder.objectRef<SignupProgress>('ClientSignupProgress').implement({
  fields: (t) => ({
    identityGiven: t.exposeBoolean('identityGiven', { description: 'A social security number or driver’s licence is on file (step 4).' }),
    addressGiven: t.exposeBoolean('addressGiven', { description: 'The client has an address that is not removed (step 5).' }),
  }),
});

builder.queryField('clientSignupProgress', (t) =>
  t.field({
    type: ClientSignupProgress,
    description: 'What the sign-up of a client still lacks; the client itself or staff of its organization.',
    args: { clientId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx): Promise<SignupProgress> => {
      const { client } = await requireClientAccess(ctx, String(args.clientId));
      const [address] = await ctx.deps.db
        .select({ id: clientAddresses.id })
        .from(clientAddresses)
        .where(and(eq(clientAddresses.clientId, client.id), isNull(clientAddresses.deletedAt)))
        .limit(1);
      return { identityGiven: client.ssnEncrypted !== null || client.driversLicenseEncrypted !== null, addressGiven: address !== undefined };
    },
  }),
);
