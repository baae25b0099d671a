import { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, httpBatchLink, httpLink, httpSubscriptionLink, isNonJsonSerializable, splitLink, TRPCClientError, type HTTPLinkOptions } from '@trpc/client';
import { createTRPCContext } from '@trpc/tanstack-react-query';
import type { AppRouter } from '../../server/router';
import { MAX_BATCH_CALLS } from '../../shared/limits';
import type { AppErrorCode, AppErrorData } from '../../shared/errors';

export const { TRPCProvider, useTRPC, useTRPCClient } = createTRPCContext<AppRouter>();

const RETRYABLE_STATUS = new Set([502, 503, 504]);

/** Gateway failures (502, 503, 504) and network errors are retried with backoff; answers are not. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 3) return false;
  const status = httpStatus(error);
  return status === null || RETRYABLE_STATUS.has(status);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, retryDelay: (n) => Math.min(500 * 2 ** n, 8000), staleTime: 10_000 },
      mutations: { retry: false },
    },
  });
}

/** The header naming an uploaded file (server/files/router.ts): the body is the bytes alone. */
export const FILE_NAME_HEADER = 'x-minialab-file-name';

type UploadFetch = NonNullable<HTTPLinkOptions<AppRouter['_def']['_config']['$types']>['fetch']>;

/**
 * The API client of our pages. `origin` is empty in the browser (same origin); tests and scripts in
 * Node pass the server's, with any extra headers (a cookie) a browser would have sent by itself.
 * A file (Blob, File, bytes) goes alone, unbatched, as octet-stream to the upload mount, where the
 * server reads it as it streams; `uploadFetch` lets the browser report its progress (client/lib/upload.ts).
 */
export function createClient(opts: { origin?: string; headers?: () => Record<string, string>; uploadFetch?: UploadFetch } = {}) {
  const url = `${opts.origin ?? ''}/api/trpc`;
  // The custom header proves the call comes from our own pages (server/auth/csrf.ts).
  const headers = () => ({ 'x-minialab-request': '1', ...opts.headers?.() });
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: httpSubscriptionLink({ url }),
        false: splitLink({
          condition: (op) => isNonJsonSerializable(op.input),
          true: httpLink({
            url: `${opts.origin ?? ''}/api/upload`,
            ...(opts.uploadFetch ? { fetch: opts.uploadFetch } : {}),
            headers: ({ op }) => {
              const name = op.input instanceof File ? op.input.name : null;
              return name ? { ...headers(), [FILE_NAME_HEADER]: encodeURIComponent(name) } : headers();
            },
          }),
          false: splitLink({
            // A call marked `alone` (ALONE below) has a request of its own: a slow answer never holds the others'.
            condition: (op) => op.context.alone === true,
            true: httpLink({ url, headers }),
            // At most as many calls per request as the server takes (shared/limits.ts).
            false: httpBatchLink({ url, maxItems: MAX_BATCH_CALLS, headers }),
          }),
        }),
      }),
    ],
  });
}

/**
 * Query options for a call sent in a request of its own rather than in the shared batch. A batch
 * answers when its slowest call does: on a page of independent sections (/espace), one slow list
 * would keep every other section on its skeleton. `useQuery(trpc.x.queryOptions(input, ALONE))`.
 */
export const ALONE = { trpc: { context: { alone: true } } };

export function errorCode(error: unknown): AppErrorCode | null {
  if (error instanceof TRPCClientError) return (error.data as AppErrorData | undefined)?.appCode ?? null;
  return null;
}

export function errorData(error: unknown): AppErrorData | null {
  return error instanceof TRPCClientError ? ((error.data as AppErrorData | undefined) ?? null) : null;
}

/** The HTTP status of a failed call, or null when the server was never reached. */
export function httpStatus(error: unknown): number | null {
  if (!(error instanceof TRPCClientError)) return null;
  const status = (error.data as { httpStatus?: number } | undefined)?.httpStatus;
  if (typeof status === 'number') return status;
  const meta = error.meta as { response?: { status?: number } } | undefined;
  return meta?.response?.status ?? null;
}
