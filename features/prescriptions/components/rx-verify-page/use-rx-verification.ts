import { isRxCode, normaliseRxCode } from '@contract/rx-verify';
import { useApiQuery } from '@lib/data';

/**
 * GET /rx/:code for the public page. A code that cannot be one (wrong length or letters)
 * is not sent: `malformed` says so, and the page shows "not found" at once.
 */
export function useRxVerification(code: string) {
  const malformed = !isRxCode(code);
  const query = useApiQuery(
    'verifyRx',
    malformed ? null : { params: { code: normaliseRxCode(code) } },
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );
  return { ...query, malformed };
}
