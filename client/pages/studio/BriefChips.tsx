import { fr } from '../../i18n/fr';

/** What the chips need of a brief's reading: `studio.readBrief` returns exactly this. */
export interface BriefChipsReading {
  understood: ReadonlyArray<{ kind: string; label: string }>;
  ignored: readonly string[];
}

/**
 * What MGX3 understood of the brief, as chips under the textarea (« Fond : vert », « Personne :
 * femme surprise »), and one « Ignoré : … » chip for the words it could not use, so a creator sees
 * at once that « fond vers » was not read as green. Presentational: the studio passes the reading.
 */
export function BriefChips(props: { reading: BriefChipsReading | null; id?: string }) {
  const reading = props.reading;
  if (!reading || (reading.understood.length === 0 && reading.ignored.length === 0)) return null;
  return (
    <div className="brief-reading" id={props.id} data-testid="brief-chips">
      {reading.understood.length > 0 ? (
        <span className="brief-reading__lead" aria-hidden="true">
          {fr.studio.brief.lead}
        </span>
      ) : null}
      <ul className="brief-chips" aria-label={fr.studio.brief.understood}>
        {reading.understood.map((chip) => (
          <li key={`${chip.kind}:${chip.label}`} className={`brief-chip brief-chip--${chip.kind}`}>
            {chip.label}
          </li>
        ))}
        {reading.ignored.length > 0 ? <li className="brief-chip brief-chip--ignored">{fr.studio.brief.ignored([...reading.ignored])}</li> : null}
      </ul>
    </div>
  );
}
