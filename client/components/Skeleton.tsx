/**
 * The grey shape of a list about to appear, in place of a bare « Chargement… »: the section keeps
 * roughly the height its content will take (less jump when it arrives) and a phone shows at once
 * where things will be. It is marked busy, and a screen reader reads its label where the content
 * will be; the shapes themselves are hidden from it. Not a live region: a page of ten sections would
 * announce « Chargement… » ten times. The shimmer stops for people who asked for less motion (skeleton.css).
 *
 * - `rows`: lines of a list or table (the ledger, invoices, devices);
 * - `cards`: thumbnail cards (a 16:9 picture, a title, a date, a row of buttons);
 * - `lines`: a few lines of text (a section's summary).
 */
export function Skeleton(props: { label: string; kind: 'rows' | 'cards' | 'lines'; count?: number; className?: string }) {
  const count = props.count ?? 3;
  return (
    <div className={`skeleton skeleton--${props.kind} ${props.className ?? ''}`} aria-busy="true" data-testid="skeleton">
      <span className="visually-hidden">{props.label}</span>
      <div className="skeleton__items" aria-hidden="true">
        {Array.from({ length: count }, (_, i) =>
          props.kind === 'cards' ? (
            <div key={i} className="skeleton__card">
              <span className="skeleton__shape skeleton__picture" />
              <span className="skeleton__shape skeleton__line" />
              <span className="skeleton__shape skeleton__line skeleton__line--short" />
              <span className="skeleton__shape skeleton__actions" />
            </div>
          ) : props.kind === 'rows' ? (
            <div key={i} className="skeleton__row">
              <span className="skeleton__shape skeleton__line" />
              <span className="skeleton__shape skeleton__line skeleton__line--end" />
              <span className="skeleton__shape skeleton__line skeleton__line--wide" />
            </div>
          ) : (
            <span key={i} className={`skeleton__shape skeleton__line ${i === count - 1 ? 'skeleton__line--short' : ''}`} />
          ),
        )}
      </div>
    </div>
  );
}
