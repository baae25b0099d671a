import { Link } from 'react-router';
import { paths } from '../../../shared/routes';

/** /cancel: where the payment provider sends the payer back after a cancelled payment. */
export default function CancelPage() {
  return (
    <section className="page page--center payment-return" aria-labelledby="payment-cancel-title">
      <h1 id="payment-cancel-title">Paiement annulé</h1>
      <p className="lead">Aucun débit n’a été effectué.</p>
      <p>Vous pouvez choisir une formule et relancer le paiement quand vous le souhaitez.</p>
      <div className="payment-return__actions">
        <Link to={paths.pricing} className="btn btn--primary">Revenir aux tarifs</Link>
      </div>
    </section>
  );
}
