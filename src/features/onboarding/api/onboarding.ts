// Provider onboarding (issue 17): the public sign-up's reads and writes, the applicant's own application
// (agreement, payment, setup) and the business admin's review. Nothing here is persisted by TanStack Query's
// stored cache beyond the public sign-up info (the application is read fresh).
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { signIn } from '../../../app/session.ts';
import { graphql, withFragments } from '../../../app/graphql-tag.ts';
import { ProviderSetupFields } from '../../../components/provider-plan/provider-setup-fields.ts';
import type { MyProviderApplicationsQuery, ProviderSetupInput, ProviderSignupInput, ProviderSignupInfoQuery} from '../../../gql/graphql.ts';

export const ProviderSignupInfoDocument = graphql(`
  query ProviderSignupInfo($businessCode: String!) {
    providerSignupInfo(businessCode: $businessCode) {
      business {
        id
        name
        shortId
      }
      plans {
        id
        code
        name
        description
        priceMinor
        currencyCode
        period
      }
      agreement {
        version
        title
        body
      }
    }
  }
`);

export type ProviderSignupInfo = ProviderSignupInfoQuery['providerSignupInfo'];
export type ProviderPlanView = ProviderSignupInfo['plans'][number];

export function providerSignupInfoQueryOptions(businessCode: string) {
  return queryOptions({
    queryKey: ['provider-signup', businessCode],
    queryFn: () => request(ProviderSignupInfoDocument, { businessCode }, { auth: false, toastErrors: false }).then((d) => d.providerSignupInfo),
  });
}

export const ProviderSignupDocument = graphql(`
  mutation ProviderSignup($input: ProviderSignupInput!, $password: String!) {
    providerSignup(input: $input, password: $password) {
      applicationId
      userId
    }
  }
`);

export function useProviderSignup() {
  return useMutation({
    mutationFn: (vars: { input: ProviderSignupInput; password: string }) => request(ProviderSignupDocument, vars, { auth: false, toastErrors: false }).then((d) => d.providerSignup),
  });
}

export const ProviderApplicationFieldsFragment = graphql(`
  fragment ProviderApplicationFields on ProviderApplication {
    id
    status
    kind
    business {
      id
      name
      shortId
      currencyCode
    }
    plan {
      id
      name
      priceMinor
      currencyCode
      period
    }
    agreementVersion
    agreementAcceptedAt
    amountPaidMinor
    currencyCode
    cardLastFour
    paidAt
    currentAgreement {
      version
      title
      body
    }
    gateway {
      clientKey
      tokenizeUrl
    }
    setupOptions {
      locations {
        id
        name
      }
      categories {
        id
        name
      }
    }
    setup {
      ...ProviderSetupFields
    }
  }
`);

export const MyProviderApplicationsDocument = withFragments(graphql(`
  query MyProviderApplications {
    myProviderApplications {
      ...ProviderApplicationFields
    }
  }
`), ProviderApplicationFieldsFragment, ProviderSetupFields);

export type ProviderApplicationView = MyProviderApplicationsQuery['myProviderApplications'][number];

export const myApplicationsKey = ['provider-applications', 'mine'] as const;

export function myApplicationsQueryOptions() {
  return queryOptions({
    queryKey: myApplicationsKey,
    queryFn: () => request(MyProviderApplicationsDocument, {}, { toastErrors: false }).then((d) => d.myProviderApplications),
    staleTime: 0,
  });
}

export const AcceptProviderAgreementDocument = withFragments(graphql(`
  mutation AcceptProviderAgreement($applicationId: ID!, $version: Int!) {
    acceptProviderAgreement(applicationId: $applicationId, version: $version) {
      ...ProviderApplicationFields
    }
  }
`), ProviderApplicationFieldsFragment, ProviderSetupFields);

export const PayProviderPlanDocument = withFragments(graphql(`
  mutation PayProviderPlan($applicationId: ID!, $token: String!, $idempotencyKey: ID!) {
    payProviderPlan(applicationId: $applicationId, token: $token, idempotencyKey: $idempotencyKey) {
      ...ProviderApplicationFields
    }
  }
`), ProviderApplicationFieldsFragment, ProviderSetupFields);

export const SaveProviderSetupDocument = withFragments(graphql(`
  mutation SaveProviderSetup($applicationId: ID!, $input: ProviderSetupInput!) {
    saveProviderSetup(applicationId: $applicationId, input: $input) {
      ...ProviderApplicationFields
    }
  }
`), ProviderApplicationFieldsFragment, ProviderSetupFields);

/** The applicant's steps; each answers the application, which replaces the one read. */
export function useApplicationSteps() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: myApplicationsKey });
  return {
    accept: useMutation({
      mutationFn: (vars: { applicationId: string; version: number }) => request(AcceptProviderAgreementDocument, vars, { toastErrors: false }),
      onSuccess: refresh,
    }),
    pay: useMutation({
      mutationFn: (vars: { applicationId: string; token: string; idempotencyKey: string }) => request(PayProviderPlanDocument, vars, { toastErrors: false }),
      onSuccess: refresh,
    }),
    setup: useMutation({
      mutationFn: (vars: { applicationId: string; input: ProviderSetupInput }) => request(SaveProviderSetupDocument, vars, { toastErrors: false }),
      onSuccess: refresh,
    }),
  };
}

export const ProviderConfirmSignUpDocument = graphql(`
  mutation ProviderConfirmSignUp($email: String!, $code: String!) {
    confirmUserSignUp(email: $email, code: $code) {
      success
    }
  }
`);

export const ProviderResendCodeDocument = graphql(`
  mutation ProviderResendCode($email: String!) {
    resendConfirmationCode(email: $email) {
      success
    }
  }
`);

export const ProviderLoginDocument = graphql(`
  mutation ProviderLogin($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      accessToken
      refreshToken
      idToken
    }
  }
`);

/** The emailed code confirms the account (the client sign-up's confirmUserSignUp), then the applicant is signed in. */
export function useConfirmAndSignIn() {
  return useMutation({
    mutationFn: async ({ email, code, password }: { email: string; code: string; password: string }) => {
      await request(ProviderConfirmSignUpDocument, { email, code }, { auth: false, toastErrors: false });
      const tokens = await request(ProviderLoginDocument, { email, password }, { auth: false, toastErrors: false }).then((d) => d.login);
      await signIn(tokens);
    },
  });
}

export function useResendCode() {
  return useMutation({ mutationFn: (email: string) => request(ProviderResendCodeDocument, { email }, { auth: false, toastErrors: false }) });
}
