import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { paths } from '../../shared/routes';
import { describeError } from '../i18n/errors';
import { fr } from '../i18n/fr';
import { errorCode, useTRPC } from './trpc';

export type CheckoutNotice = { kind: 'test' } | { kind: 'error'; message: string };

/**
 * SPEC.md §4 « Payment » for every buy button (plans, renewal, packs): a url sends the browser to the
 * gateway, no url shows « Lien de paiement », a failure shows « Erreur paiement » with its message.
 */
export function useCheckout() {
  const trpc = useTRPC();
  const [notice, setNotice] = useState<CheckoutNotice | null>(null);
  const [pendingId, setPendingId] = useState<string | null>(null);
  const mutation = useMutation(
    trpc.checkout.create.mutationOptions({
      onSuccess: ({ url }) => {
        if (url) window.location.assign(url);
        else setNotice({ kind: 'test' });
      },
      // A refusal carries its reason; anything else (network, gateway) gets the spec's fallback sentence.
      onError: (error) => setNotice({ kind: 'error', message: errorCode(error) ? describeError(error).message : fr.pricing.errorFallback }),
      onSettled: () => setPendingId(null),
    }),
  );
  const start = (productId: Parameters<typeof mutation.mutate>[0]['planId']) => {
    if (mutation.isPending) return;
    setNotice(null);
    setPendingId(productId);
    const origin = window.location.origin;
    mutation.mutate({ planId: productId, successUrl: `${origin}${paths.success}`, cancelUrl: `${origin}${paths.cancel}` });
  };
  return { start, notice, clearNotice: () => setNotice(null), pendingId, busy: mutation.isPending };
}
