// hcpSession: one of the calling provider's sessions with its client, booked item, answers and the treatment
// decision, mapped to what the session page shows. Null when it is not the provider's (or does not exist).
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';
import type { HcpSessionQuery } from '../../../gql/graphql.ts';
import type { SessionDetail, TreatmentDecision } from '../lib/console-types.ts';
import { hcpKeys } from './hcp-keys.ts';

export const HcpSessionDocument = graphql(`
  query HcpSession($id: ID!) {
    hcpSession(HCPSessionId: $id) {
      id
      displayId
      startTime
      endTime
      status
      mode
      canJoin
      productId
      locationId
      coveringFor
      client {
        firstName
        lastName
        dob
        gender
        email
        phone
      }
      orderItem {
        id
        displayId
        productName
        categoryName
        status
        treatmentDecision {
          status
          decidedAt
          declineReason
          prescription {
            medicationName
            currencyCode
            notes
            approvalDate
            directions {
              id
              dosageName
              dose
              doseUnit
              route
              frequencyEvery
              frequencyTimeUnit
              durationEvery
              durationTimeUnit
              sellingPrice
              costToBusiness
            }
          }
        }
      }
      answers {
        id
        formName
        formSchema
        formUiSchema
        answers
        isHCPReviewed
        createdAt
      }
    }
  }
`);

type Session = NonNullable<HcpSessionQuery['hcpSession']>;
type Decision = NonNullable<NonNullable<Session['orderItem']>['treatmentDecision']>;

/** A session's detail, plus what the price of a prescription is typed in (filled by session-currency.ts). */
export type LoadedSession = { detail: SessionDetail; productId: string; locationId: string };

function treatmentOf(decision: Decision | null): TreatmentDecision {
  if (!decision) return { kind: 'pending' };
  if (decision.status === 'DECLINED') return { kind: 'declined', reason: decision.declineReason ?? '', declinedAt: decision.decidedAt };
  const rx = decision.prescription;
  if (!rx) return { kind: 'pending' };
  return {
    kind: 'approved',
    prescription: {
      medicationName: rx.medicationName,
      currencyCode: rx.currencyCode,
      notes: rx.notes ?? null,
      approvedAt: rx.approvalDate,
      directions: rx.directions.map((d) => ({ ...d, dosageName: d.dosageName ?? null, costToBusiness: d.costToBusiness ?? null })),
    },
  };
}

export function sessionDetail(session: Session): LoadedSession {
  const { client, orderItem } = session;
  const clientName = client ? `${client.firstName} ${client.lastName}` : '—';
  return {
    productId: session.productId,
    locationId: session.locationId,
    detail: {
      id: session.id,
      displayId: session.displayId,
      startTime: session.startTime,
      endTime: session.endTime,
      status: session.status,
      mode: session.mode,
      canJoin: session.canJoin,
      coveringFor: session.coveringFor ?? null,
      clientName,
      serviceName: orderItem?.productName ?? '—',
      client: { name: clientName, dob: client?.dob ?? null, gender: client?.gender ?? null, email: client?.email ?? null, phone: client?.phone ?? null },
      service: orderItem
        ? { orderItemId: orderItem.id, productName: orderItem.productName, categoryName: orderItem.categoryName, itemDisplayId: orderItem.displayId, itemStatus: orderItem.status ?? null }
        : null,
      answerSets: session.answers.map((set) => ({
        id: set.id,
        formName: set.formName,
        reviewed: set.isHCPReviewed,
        submittedAt: set.createdAt,
        schema: set.formSchema,
        uiSchema: set.formUiSchema,
        answers: set.answers,
      })),
      treatment: treatmentOf(orderItem?.treatmentDecision ?? null),
    },
  };
}

/** Sessions still moving (scheduled, in progress) are refreshed while open, so the client's joining shows. */
const LIVE_STATUSES: ReadonlySet<string> = new Set(['SCHEDULED', 'INPROGRESS']);

export function hcpSessionQueryOptions(sessionId: string) {
  return queryOptions({
    queryKey: hcpKeys.session(sessionId),
    queryFn: async (): Promise<LoadedSession | null> => {
      const { hcpSession } = await request(HcpSessionDocument, { id: sessionId });
      return hcpSession ? sessionDetail(hcpSession) : null;
    },
    // Always read again when the page opens (the cached copy shows meanwhile): its status is what the page acts on.
    staleTime: 0,
    refetchInterval: (query) => (query.state.data && LIVE_STATUSES.has(query.state.data.detail.status) ? 15_000 : false),
  });
}
