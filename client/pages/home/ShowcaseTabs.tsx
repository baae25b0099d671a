import * as Tabs from '@radix-ui/react-tabs';
import { SoonMark } from '../../components/ComingSoon';
import { ExampleImage } from '../../components/ExampleImage';
import type { ShowcaseOption } from './content';

/**
 * The options of one guide step: Radix Tabs, so exactly one option is selected and the arrow keys
 * move between them (automatic activation, as a user expects from a tab strip). An island.
 */
export function ShowcaseTabs(props: { title: string; options: ShowcaseOption[]; defaultKey: string; labels: { illustrated: string; before: string; after: string } }) {
  return (
    <Tabs.Root defaultValue={props.defaultKey} className="showcase__tabs">
      <Tabs.List className="tabs__list" aria-label={props.title}>
        {props.options.map((o) => (
          <Tabs.Trigger key={o.key} value={o.key} className="tabs__trigger">
            {o.label}
            {o.feature ? <SoonMark feature={o.feature} /> : null}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {props.options.map((o) => (
        <Tabs.Content key={o.key} value={o.key} className="showcase__panel">
          <div className="showcase__text">
            <h3>
              {o.heading}
              {o.feature ? <SoonMark feature={o.feature} /> : null}
            </h3>
            <p>{o.paragraph}</p>
            {o.before ? <p className="showcase__before">{o.before}</p> : null}
            <div className="showcase__bar">
              <span className="showcase__bar-text">{o.bar}</span>
              <span className="showcase__arrow" aria-hidden="true">→</span>
            </div>
          </div>
          <figure className="showcase__figure">
            {o.beforeImageId ? (
              <div className="showcase__swap">
                <div className="showcase__shot">
                  <span className="showcase__step">{props.labels.before}</span>
                  <ExampleImage id={o.beforeImageId} sizes="(min-width: 900px) 280px, (min-width: 600px) 50vw, 100vw" />
                </div>
                <div className="showcase__shot">
                  <span className="showcase__step">{props.labels.after}</span>
                  <ExampleImage id={o.imageId} sizes="(min-width: 900px) 280px, (min-width: 600px) 50vw, 100vw" />
                  {/* Bottom right: the corner every thumbnail keeps free of words (YouTube's duration). */}
                  {o.illustrated ? <span className="showcase__illustrated">{props.labels.illustrated}</span> : null}
                </div>
              </div>
            ) : (
              <div className="showcase__shot">
                <ExampleImage id={o.imageId} sizes="(min-width: 900px) 560px, 100vw" />
                {o.illustrated ? <span className="showcase__illustrated">{props.labels.illustrated}</span> : null}
              </div>
            )}
            <figcaption className="visually-hidden">{o.imageAlt}</figcaption>
          </figure>
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
