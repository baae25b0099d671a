import { useState } from 'react';
import { examplesFor } from '../../../shared/examples';
import { ExampleImage } from '../../components/ExampleImage';

/** The hero's two scrolling rows of thumbnails; an island, so its French labels come as props. */
export function Marquee(props: { label: string; pause: string; play: string }) {
  const rows = [examplesFor('hero-a'), examplesFor('hero-b')];
  const [paused, setPaused] = useState(false);
  return (
    <div className={`marquee ${paused ? 'marquee--paused' : ''}`} aria-label={props.label} role="group">
      {/* WCAG 2.2.2: anything that moves for more than 5 s can be paused (it also pauses on hover and focus). */}
      <button type="button" className="marquee__toggle btn btn--ghost" aria-pressed={paused} onClick={() => setPaused((p) => !p)}>
        {paused ? props.play : props.pause}
      </button>
      {rows.map((row, i) => (
        <div key={i} className={`marquee__row ${i === 1 ? 'marquee__row--reverse' : ''}`}>
          <ul className="marquee__track" data-testid="marquee-row">
            {/* The three images, then the same three again (hidden from assistive tech) for a seamless loop. */}
            {[...row, ...row].map((example, j) => (
              <li key={`${example.id}-${j}`} aria-hidden={j >= row.length || undefined}>
                {/* Lazy as the spec asks, but the first row is what a phone paints first (LCP): fetch it before scripts. */}
                <ExampleImage id={example.id} sizes="(min-width: 640px) 360px, 300px" decorative={j >= row.length} highPriority={i === 0 && j < row.length} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
