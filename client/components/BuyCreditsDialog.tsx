import * as Dialog from '@radix-ui/react-dialog';
import { Link } from 'react-router';
import { formatCredits } from '../../shared/credits';
import { formatXof } from '../../shared/money';
import { PACKS, PLANS } from '../../shared/plans';
import { paths } from '../../shared/routes';
import { fr } from '../i18n/fr';
import { useCheckout } from '../lib/checkout';
import { CheckoutNoticeBox } from './CheckoutNoticeBox';
import { DialogHead } from './DialogHead';

const count = new Intl.NumberFormat('fr-FR');

/**
 * « Crédits insuffisants » (or a top-up asked for): buy a pack now, or a plan. Prices come from the one
 * catalogue. On a phone the dialog fits the screen: its title and close button stay put while the
 * offers scroll inside it.
 */
export function BuyCreditsDialog({ open, onOpenChange, balance, short }: { open: boolean; onOpenChange: (open: boolean) => void; balance: number | null; short: boolean }) {
  const checkout = useCheckout();
  const t = fr.buyCredits;
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog" aria-describedby="buy-credits-text">
          <DialogHead title={short ? t.title : t.open} closeLabel={t.close} />
          <div className="dialog__body" data-testid="dialog-body">
            <p id="buy-credits-text">{(short ? t.text : t.topUp)(balance === null ? '…' : formatCredits(balance))}</p>
            {checkout.notice ? <CheckoutNoticeBox notice={checkout.notice} onClose={checkout.clearNotice} /> : null}
            <h3>{t.packs}</h3>
            <ul className="dialog__packs">
              {PACKS.map((pack) => (
                <li key={pack.id}>
                  <span>{t.pack(count.format(pack.credits), formatXof(pack.priceXof))}</span>
                  <button type="button" className="btn btn--primary btn--sm" aria-label={t.buyPack(count.format(pack.credits))} aria-disabled={checkout.busy} onClick={() => checkout.start(pack.id)}>
                    {checkout.pendingId === pack.id ? fr.pricing.pending : t.buy}
                  </button>
                </li>
              ))}
            </ul>
            <p className="muted">{t.validity}</p>
            <h3>{t.plans}</h3>
            <ul className="dialog__packs">
              {PLANS.map((plan) => (
                <li key={plan.id}>
                  <span>{t.planLine(plan.name, count.format(plan.creditsPerMonth), formatXof(plan.priceXof))}</span>
                  <button type="button" className="btn btn--ghost btn--sm" aria-label={t.choosePlan(plan.name)} aria-disabled={checkout.busy} onClick={() => checkout.start(plan.id)}>
                    {checkout.pendingId === plan.id ? fr.pricing.pending : t.choose}
                  </button>
                </li>
              ))}
            </ul>
            <p>
              <Link to={paths.pricing}>{t.seePlans}</Link>
            </p>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
