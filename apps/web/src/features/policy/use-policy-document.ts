import { useQuery } from '@tanstack/react-query';
import { PRESIGNED_DEFAULT_EXPIRES_SECONDS, policyDocumentKeys, type Locale, type PolicyDocument } from '@madang/contracts';
import { api } from '../../lib/api/client.ts';
import { ApiError } from '../../lib/api/api-error.ts';

/** Policy texts live in storage behind short-lived signed links (spec section 7). */
async function fetchPolicy(document: PolicyDocument, locale: Locale): Promise<string> {
  const { presignedUrl } = await api.get<{ presignedUrl: string }>('/api/v1/presigned-url/get-object', {
    objectKey: policyDocumentKeys[document][locale],
    expiresIn: PRESIGNED_DEFAULT_EXPIRES_SECONDS,
  });
  const response = await fetch(presignedUrl);
  if (!response.ok) throw new ApiError({ code: 'not_found', message: 'not_found' }, response.status);
  return response.text();
}

export function usePolicyDocument(document: PolicyDocument, locale: Locale) {
  return useQuery({
    queryKey: ['policy', document, locale],
    queryFn: () => fetchPolicy(document, locale),
    // The link expires after 60 s, but the text it pointed to does not change within a visit.
    staleTime: Infinity,
  });
}
