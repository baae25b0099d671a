import { exampleSrc, EXAMPLE_HEIGHTS, findExample } from '../../shared/examples';

/** A thumbnail made by our engine: AVIF, then WebP, then JPEG, sized to avoid layout shift. */
export function ExampleImage(props: { id: string; sizes: string; eager?: boolean; highPriority?: boolean; decorative?: boolean; className?: string }) {
  const example = findExample(props.id);
  const srcSet = (format: 'avif' | 'webp') => `${exampleSrc(props.id, 480, format)} 480w, ${exampleSrc(props.id, 960, format)} 960w`;
  return (
    <picture className={props.className}>
      <source type="image/avif" srcSet={srcSet('avif')} sizes={props.sizes} />
      <source type="image/webp" srcSet={srcSet('webp')} sizes={props.sizes} />
      <img
        src={exampleSrc(props.id, 480, 'jpg')}
        alt={props.decorative ? '' : (example?.alt ?? '')}
        width={480}
        height={EXAMPLE_HEIGHTS[480]}
        loading={props.eager ? 'eager' : 'lazy'}
        fetchPriority={props.highPriority ? 'high' : undefined}
        decoding="async"
      />
    </picture>
  );
}
