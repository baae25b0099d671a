import type { CheckoutNotice } from '../lib/checkout';
import { fr } from '../i18n/fr';

/** The spec's two checkout notices: « Lien de paiement » (test mode) and « Erreur paiement ». */
export function CheckoutNoticeBox({ notice, onClose }: { notice: CheckoutNotice; onClose: () => void }) {
  const error = notice.kind === 'error';
  return (
    <section className={`notice alert ${error ? 'alert--error' : 'alert--info'}`} role={error ? 'alert' : 'status'} aria-labelledby="notice-title">
      <h2 id="notice-title">{error ? fr.pricing.errorTitle : fr.pricing.testModeTitle}</h2>
      <p>{error ? notice.message : fr.pricing.testModeText}</p>
      <button type="button" className="btn btn--ghost" onClick={onClose}>
        {fr.pricing.close}
      </button>
    </section>
  );
}
