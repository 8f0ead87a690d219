// The business's public FAQ in one language (GET, cacheable); the server falls back to English.
import { queryOptions } from '@tanstack/react-query';
import { request } from '../../../app/graphql-client.ts';
import { graphql } from '../../../app/graphql-tag.ts';

export const FaqItemsDocument = graphql(`
  query FaqItems($businessId: ID!, $locale: String!) {
    faqItems(businessId: $businessId, locale: $locale) {
      id
      question
      answer
      sortOrder
    }
  }
`);

export function faqItemsQueryOptions(businessId: string, language: string) {
  return queryOptions({
    queryKey: ['faqItems', businessId, language],
    queryFn: () =>
      request(FaqItemsDocument, { businessId, locale: language }, { auth: false, method: 'GET' }).then((data) =>
        [...data.faqItems].sort((a, b) => a.sortOrder - b.sortOrder),
      ),
  });
}
