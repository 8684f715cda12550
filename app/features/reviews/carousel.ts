/**
 * The review slider's behaviour (decision 0034), framework-free for the home page's island
 * (decision 0050): attached to the server-rendered `.review-carousel`, where every review is
 * listed and the controls wait `hidden`. Enhanced, one review shows at a time and advances every
 * `data-interval` ms, pausing while the pointer is over it or focus is inside it, and when the
 * visitor presses pause (WCAG 2.2.2); no auto-advance for visitors who prefer reduced motion. A
 * horizontal swipe of at least `data-swipe` px turns the page. Returns a detach function.
 */
export function attachCarousel(root: HTMLElement, win: Window = window): () => void {
  const slides = [...root.querySelectorAll<HTMLElement>(".review-carousel__slide")];
  const list = root.querySelector<HTMLElement>(".review-carousel__slides");
  const controls = root.querySelector<HTMLElement>(".review-carousel__controls");
  const toggle = root.querySelector<HTMLButtonElement>("[data-carousel-toggle]");
  const count = slides.length;
  const interval = Number(root.dataset.interval) || 5000;
  const swipe = Number(root.dataset.swipe) || 40;
  const motion = win.matchMedia("(prefers-reduced-motion: reduce)");
  const state = { index: 0, playing: !motion.matches, reduced: motion.matches, hovered: false, focused: false };
  let timer: number | undefined;
  let swipeStart: number | null = null;

  const autoAdvance = () => state.playing && !state.reduced && !state.hovered && !state.focused && count > 1;
  const render = () => {
    slides.forEach((slide, i) => (slide.hidden = i !== state.index));
    const auto = autoAdvance();
    root.dataset.playing = String(auto);
    list?.setAttribute("aria-live", auto ? "off" : "polite");
    if (toggle) {
      const pause = state.playing && !state.reduced;
      toggle.setAttribute("aria-label", (pause ? toggle.dataset.labelPause : toggle.dataset.labelPlay) ?? "");
      const icon = toggle.querySelector("span");
      if (icon) icon.textContent = pause ? "❚❚" : "▶";
    }
    win.clearInterval(timer);
    timer = auto ? win.setInterval(() => go(1), interval) : undefined;
  };
  const go = (delta: number) => {
    state.index = (state.index + delta + count) % count;
    render();
  };

  root.classList.add("is-enhanced");
  if (controls && count > 1) controls.hidden = false;
  const ac = new AbortController();
  const on = <K extends keyof HTMLElementEventMap>(el: HTMLElement | null | undefined, type: K, fn: (e: HTMLElementEventMap[K]) => void) =>
    el?.addEventListener(type, fn, { signal: ac.signal });
  on(root.querySelector<HTMLElement>("[data-carousel-prev]"), "click", () => go(-1));
  on(root.querySelector<HTMLElement>("[data-carousel-next]"), "click", () => go(1));
  on(toggle, "click", () => {
    state.playing = !state.playing;
    render();
  });
  on(root, "mouseenter", () => ((state.hovered = true), render()));
  on(root, "mouseleave", () => ((state.hovered = false), render()));
  on(root, "focusin", () => ((state.focused = true), render()));
  on(root, "focusout", (e) => {
    if (root.contains(e.relatedTarget as Node | null)) return;
    state.focused = false;
    render();
  });
  on(list, "pointerdown", (e) => (swipeStart = e.clientX));
  on(list, "pointerup", (e) => {
    if (swipeStart === null) return;
    const dx = e.clientX - swipeStart;
    swipeStart = null;
    if (Math.abs(dx) >= swipe) go(dx < 0 ? 1 : -1);
  });
  const onMotion = () => {
    state.reduced = motion.matches;
    if (state.reduced) state.playing = false;
    render();
  };
  motion.addEventListener("change", onMotion, { signal: ac.signal });
  render();
  return () => {
    ac.abort();
    win.clearInterval(timer);
  };
}
