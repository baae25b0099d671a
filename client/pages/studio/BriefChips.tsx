import { fr } from '../../i18n/fr';
import type { BriefChipsReading } from '../../../shared/schemas/brief-chips';

export type { BriefChipsReading };

const t = fr.studio.brief;

/**
 * What MGX3 understood of the brief, as chips under the textarea (« Fond : vert », « Personne :
 * femme triste »), and one « Ignoré : … » chip for the words it could not use, so a creator sees
 * at once that « fond vers » was not read as green. What it understood but will not draw (no
 * pictogram shows a surprised woman, the title has no figure for « gros chiffre ») is listed apart
 * with why, never as « Compris ». Presentational: the studio passes the reading.
 */
export function BriefChips(props: { reading: BriefChipsReading | null; id?: string }) {
  const reading = props.reading;
  const notDrawn = reading?.notDrawn ?? [];
  if (!reading || (reading.understood.length === 0 && reading.ignored.length === 0 && notDrawn.length === 0)) return null;
  return (
    <div className="brief-reading" id={props.id} data-testid="brief-chips">
      {reading.understood.length > 0 ? (
        <span className="brief-reading__lead" aria-hidden="true">
          {t.lead}
        </span>
      ) : null}
      {reading.understood.length > 0 || reading.ignored.length > 0 ? (
        <ul className="brief-chips" aria-label={t.understood}>
          {reading.understood.map((chip) => (
            <li key={`${chip.kind}:${chip.label}`} className={`brief-chip brief-chip--${chip.kind}`}>
              {chip.label}
            </li>
          ))}
          {reading.ignored.length > 0 ? <li className="brief-chip brief-chip--ignored">{t.ignored([...reading.ignored])}</li> : null}
        </ul>
      ) : null}
      {notDrawn.length > 0 ? (
        <>
          <span className="brief-reading__lead" aria-hidden="true">
            {t.notDrawnLead}
          </span>
          <ul className="brief-chips" aria-label={t.notDrawnList}>
            {notDrawn.map((chip) => (
              <li key={`${chip.kind}:${chip.label}`} className="brief-chip brief-chip--not-drawn">
                {t.notDrawn(chip.label, t.reasons[chip.reason.code](chip.reason.detail))}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
