/**
 * A picture at a fixed size, so nothing shifts while it loads (decision 0030, 0104): `<picture>`
 * with one `<source>` per type (AVIF, then WebP) and `srcset` where there are sources, else a
 * plain `<img>` (a drawing). `sizes` is the CSS width the picture takes; lazy unless `eager`
 * (above the fold); `priority` also asks for it first. The one renderer of device pictures:
 * cards, the device page, the cart. The search suggestions build the same markup in the browser
 * (app/features/search/typeahead.ts).
 */
export interface PictureSources {
  src: string;
  /** One `srcset` per type, best first; empty for a single file. */
  sources: { type: string; srcset: string }[];
}

export function Picture({
  picture,
  alt,
  width,
  height,
  eager = false,
  priority = false,
  className,
}: {
  picture: PictureSources;
  alt: string;
  width: number;
  height: number;
  eager?: boolean;
  priority?: boolean;
  className?: string;
}) {
  const img = (
    <img
      src={picture.src}
      alt={alt}
      width={width}
      height={height}
      loading={eager || priority ? "eager" : "lazy"}
      decoding="async"
      className={className}
      {...(priority ? { fetchPriority: "high" as const } : {})}
    />
  );
  if (picture.sources.length === 0) return img;
  return (
    <picture>
      {picture.sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcset} sizes={`${width}px`} />
      ))}
      {img}
    </picture>
  );
}
