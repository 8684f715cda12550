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
 * only (decision 0034), shown when there is at least one. Static markup: without JavaScript every
 * review is listed; the home page's island attaches the slider (app/features/reviews/carousel.ts:
 * one review at a time, auto-advance with pause, reduced motion, swipe), which shows the controls.
 */
export function ReviewCarousel({ reviews }: { reviews: Review[] }) {
  const t = useT();
  const count = reviews.length;
  return (
    <section
      className="review-carousel"
      aria-labelledby="reviews-heading"
      aria-roledescription="carousel"
      data-review-carousel=""
      data-interval={CAROUSEL_INTERVAL_MS}
      data-swipe={SWIPE_THRESHOLD_PX}
      data-playing="false"
    >
      <h2 id="reviews-heading">{t("home.reviews")}</h2>
      {count > 1 ? (
        <div className="review-carousel__controls" hidden>
          <button type="button" className="secondary" data-carousel-prev="" aria-label={t("home.reviews.previous")}>
            <span aria-hidden="true">‹</span>
          </button>
          <button
            type="button"
            className="secondary"
            data-carousel-toggle=""
            aria-label={t("home.reviews.pause")}
            data-label-pause={t("home.reviews.pause")}
            data-label-play={t("home.reviews.play")}
          >
            <span aria-hidden="true">❚❚</span>
          </button>
          <button type="button" className="secondary" data-carousel-next="" aria-label={t("home.reviews.next")}>
            <span aria-hidden="true">›</span>
          </button>
        </div>
      ) : null}
      <ul className="review-carousel__slides" aria-live="polite">
        {reviews.map((r, i) => (
          <li
            key={i}
            className="review-carousel__slide"
            aria-roledescription="slide"
            aria-label={t("home.reviews.position", { n: i + 1, total: count })}
          >
            <blockquote>
              <p className="review-carousel__stars">
                <span aria-hidden="true">
                  {"★".repeat(r.rating)}
                  {"☆".repeat(5 - r.rating)}
                </span>
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
