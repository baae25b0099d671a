import * as Dialog from '@radix-ui/react-dialog';
import { Link } from 'react-router';
import { formatCredits } from '../../shared/credits';
import { formatXof } from '../../shared/money';
import { PACKS, PLANS } from '../../shared/plans';
import { paths } from '../../shared/routes';
import { fr } from '../i18n/fr';
import { useCheckout } from '../lib/checkout';
import { CheckoutNoticeBox } from './CheckoutNoticeBox';

const count = new Intl.NumberFormat('fr-FR');

/** « Crédits insuffisants » (or a top-up asked for): buy a pack now, or go to the plans. Prices come from the one catalogue. */
export function BuyCreditsDialog({ open, onOpenChange, balance, short }: { open: boolean; onOpenChange: (open: boolean) => void; balance: number | null; short: boolean }) {
  const checkout = useCheckout();
  const t = fr.buyCredits;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog" aria-describedby="buy-credits-text">
          <Dialog.Title>{short ? t.title : t.open}</Dialog.Title>
          <p id="buy-credits-text">{(short ? t.text : t.topUp)(balance === null ? '…' : formatCredits(balance))}</p>
          {checkout.notice ? <CheckoutNoticeBox notice={checkout.notice} onClose={checkout.clearNotice} /> : null}
          <h3>{t.packs}</h3>
          <ul className="dialog__packs">
            {PACKS.map((pack) => (
              <li key={pack.id}>
                <span>{t.pack(count.format(pack.credits), formatXof(pack.priceXof))}</span>
                <button type="button" className="btn btn--primary" aria-label={t.buyPack(count.format(pack.credits))} aria-disabled={checkout.busy} onClick={() => checkout.start(pack.id)}>
                  {checkout.pendingId === pack.id ? fr.pricing.pending : t.buy}
                </button>
              </li>
            ))}
          </ul>
          <p className="muted">{t.validity}</p>
          <h3>{t.plans}</h3>
          <ul className="dialog__packs">
            {PLANS.map((plan) => (
              <li key={plan.id}>{t.planLine(plan.name, count.format(plan.creditsPerMonth), formatXof(plan.priceXof))}</li>
            ))}
          </ul>
          <div className="dialog__actions">
            <Link to={paths.pricing} className="btn btn--ghost">{t.seePlans}</Link>
            <Dialog.Close asChild>
              <button type="button" className="btn btn--ghost">{t.close}</button>
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
