import { useCallback, useEffect, useRef, useState, type PointerEvent } from "react";
import { CAROUSEL_INTERVAL_MS, SWIPE_THRESHOLD_PX } from "../../ui/interface-defaults.ts";
import { useT } from "../../i18n/i18n.tsx";

/** A published customer review (decision 0034): its comment, first name + initial, stars. */
export interface Review {
  text: string;
  name: string;
  rating: number;
}

/**
 * The customer-review slider (only where the review seal is on, i.e. de): real, published reviews
 * only (decision 0034), shown when there is at least one. Without JavaScript
 * every review is listed. With it, one review shows at a time and advances every
 * CAROUSEL_INTERVAL_MS, pausing while the pointer is over it or focus is inside it, and when the
 * visitor presses pause (WCAG 2.2.2). Visitors who prefer reduced motion get no auto-advance.
 * A horizontal swipe of at least SWIPE_THRESHOLD_PX turns the page.
 */
export function ReviewCarousel({ reviews }: { reviews: Review[] }) {
  const t = useT();
  const [enhanced, setEnhanced] = useState(false);
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);
  const swipeStart = useRef<number | null>(null);
  const count = reviews.length;

  useEffect(() => {
    setEnhanced(true);
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    setReducedMotion(query.matches);
    if (query.matches) setPlaying(false);
    const onChange = () => setReducedMotion(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);

  const go = useCallback((delta: number) => setIndex((i) => (i + delta + count) % count), [count]);

  const autoAdvance = enhanced && playing && !reducedMotion && !hovered && !focused && count > 1;
  useEffect(() => {
    if (!autoAdvance) return;
    const timer = window.setInterval(() => go(1), CAROUSEL_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [autoAdvance, go]);

  const onPointerDown = (e: PointerEvent) => {
    swipeStart.current = e.clientX;
  };
  const onPointerUp = (e: PointerEvent) => {
    if (swipeStart.current === null) return;
    const dx = e.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(dx) >= SWIPE_THRESHOLD_PX) go(dx < 0 ? 1 : -1);
  };

  return (
    <section
      className={`review-carousel${enhanced ? " is-enhanced" : ""}`}
      aria-labelledby="reviews-heading"
      aria-roledescription="carousel"
      data-interval={CAROUSEL_INTERVAL_MS}
      data-playing={autoAdvance ? "true" : "false"}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <h2 id="reviews-heading">{t("home.reviews")}</h2>
      {enhanced && count > 1 ? (
        <div className="review-carousel__controls">
          <button type="button" className="secondary" onClick={() => go(-1)} aria-label={t("home.reviews.previous")}>
            <span aria-hidden="true">‹</span>
          </button>
          <button type="button" className="secondary" onClick={() => setPlaying((p) => !p)} aria-label={t(playing && !reducedMotion ? "home.reviews.pause" : "home.reviews.play")}>
            <span aria-hidden="true">{playing && !reducedMotion ? "❚❚" : "▶"}</span>
          </button>
          <button type="button" className="secondary" onClick={() => go(1)} aria-label={t("home.reviews.next")}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
      <ul className="review-carousel__slides" aria-live={autoAdvance ? "off" : "polite"} onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
        {reviews.map((r, i) => (
          <li
            key={i}
            className="review-carousel__slide"
            hidden={enhanced && i !== index}
            aria-roledescription="slide"
            aria-label={t("home.reviews.position", { n: i + 1, total: count })}
          >
            <blockquote>
              <p className="review-carousel__stars">
                <span aria-hidden="true">{"★".repeat(r.rating)}{"☆".repeat(5 - r.rating)}</span>
                <span className="visually-hidden">{t("home.reviews.stars", { n: r.rating })}</span>
              </p>
              <p>{r.text}</p>
              <footer>{r.name}</footer>
            </blockquote>
          </li>
        ))}
      </ul>
    </section>
  );
}
