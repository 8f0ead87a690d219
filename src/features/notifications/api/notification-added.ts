// notificationAdded (issue 12): the live feed of the signed-in person's new notifications (SSE).
import { graphql } from '../../../app/graphql-tag.ts';

export const NotificationAddedDocument = graphql(`
  subscription NotificationAdded {
    notificationAdded {
      id
      kind
      title
      body
      link
      callSessionId
      createdAt
      readAt
    }
  }
`);
