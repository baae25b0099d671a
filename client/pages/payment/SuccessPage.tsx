import { Link } from 'react-router';
import { paths } from '../../../shared/routes';

/** /success: where the payment provider sends the payer back after a confirmed payment. */
export default function SuccessPage() {
  return (
    <section className="page page--center payment-return" aria-labelledby="payment-success-title">
      <h1 id="payment-success-title">Paiement confirmé</h1>
      <p className="lead">Merci pour votre confiance !</p>
      <p>Un e-mail de confirmation va vous être envoyé.</p>
      <p className="muted">Votre facture sera disponible dans votre espace personnel.</p>

      {/*
        BILLING ISSUE — LIVE ORDER STATE GOES HERE.
        Show the order read from the server (never trusted from the return URL): « en attente de confirmation »
        while the provider's webhook/IPN has not been verified, then the activated plan or pack, the credits
        granted and the invoice link; an `aria-live="polite"` region, so the change is announced.
      */}

      <div className="payment-return__actions">
        <Link to={paths.studio} className="btn btn--primary">Ouvrir le studio</Link>
        <Link to={paths.account} className="btn btn--ghost">Voir mon espace personnel</Link>
      </div>
    </section>
  );
}
