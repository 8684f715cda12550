import type { PictureView } from "../../../core/catalog/index.ts";

/**
 * A device's picture (decision 0030) at a fixed size, so nothing shifts while it loads: the
 * catalog photo as AVIF/WebP with `srcset` where there is one, else the model's drawing.
 * `sizes` is the CSS width the picture takes; `eager` for pictures above the fold.
 */
export function DevicePicture({
  picture,
  alt,
  width,
  height,
  eager = false,
  priority = false,
  className,
}: {
  picture: PictureView;
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
  if (picture.kind !== "photo" || picture.sources.length === 0) return img;
  return (
    <picture>
      {picture.sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcset} sizes={`${width}px`} />
      ))}
      {img}
    </picture>
  );
}
