// How far a client's own sign-up got (spec §2: identity check and address are steps 4 and 5), so that a person
// who left mid-way is brought back to the first unfinished step on reload and on login. Only facts are sent:
// whether the sign-up is finished and whether an identity document and an address were given, never the numbers.
import { requireClientAccess } from '../context.ts';
import { signupProgressOf, type SignupProgress } from '../services/signup-progress.ts';
import { builder } from './builder.ts';

const ClientSignupProgress = builder.objectRef<SignupProgress>('ClientSignupProgress').implement({
  fields: (t) => ({
    finished: t.exposeBoolean('finished', { description: 'All five steps are done (the client record is no longer pending).' }),
    identityGiven: t.exposeBoolean('identityGiven', { description: 'A social security number or driver’s licence is on file (step 4).' }),
    addressGiven: t.exposeBoolean('addressGiven', { description: 'An address was given (step 5), even if removed since.' }),
  }),
});

builder.queryField('clientSignupProgress', (t) =>
  t.field({
    type: ClientSignupProgress,
    description: 'What the sign-up of a client still lacks; the client itself or staff of its organization.',
    args: { clientId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const { client } = await requireClientAccess(ctx, String(args.clientId));
      return signupProgressOf(ctx.deps.db, client);
    },
  }),
);
