import type { BriefReading } from '../../../shared/engine/brief';
import { fr } from '../../i18n/fr';

/**
 * What MGX3 understood of the brief, as chips under the textarea (« Fond : vert », « Personne :
 * femme surprise »), and one « Ignoré : … » chip for the words it could not use, so a creator sees
 * at once that « fond vers » was not read as green. Presentational: the studio passes the reading.
 */
export function BriefChips(props: { reading: BriefReading | null }) {
  const reading = props.reading;
  if (!reading || (reading.understood.length === 0 && reading.ignored.length === 0)) return null;
  return (
    <ul className="brief-chips" aria-label={fr.studio.brief.understood}>
      {reading.understood.map((chip) => (
        <li key={`${chip.kind}:${chip.label}`} className={`brief-chip brief-chip--${chip.kind}`}>
          {chip.label}
        </li>
      ))}
      {reading.ignored.length > 0 ? <li className="brief-chip brief-chip--ignored">{fr.studio.brief.ignored(reading.ignored)}</li> : null}
    </ul>
  );
}
