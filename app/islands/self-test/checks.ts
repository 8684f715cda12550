/**
 * The self-test's checks in the browser (issue 34, decision 0125). Each feature-detects what it
 * needs and answers "unsupported" where the browser lacks it; each resolves with the check's
 * status once the seller is done, and stops what it started (camera, microphone, sensors) in the
 * cleanups. Nothing leaves the device: pictures and sound are only shown or measured here.
 */
import type { SelfTestCheckId, SelfTestStatus } from "../../../core/self-test/index.ts";
import { actions, button, el, openLayer, type Texts } from "./ui.ts";

export interface CheckContext {
  doc: Document;
  view: Window & typeof globalThis;
  /** The check's area in its card (below what it proves and cannot prove). */
  body: HTMLElement;
  t: Texts;
  /** Runs when the check ends, however it ends (passed, skipped, the test closed). */
  onCleanup: (stop: () => void) => void;
}

type Check = (ctx: CheckContext) => Promise<SelfTestStatus>;

/** The seller's yes/no on what they saw or felt: yes passes, no fails. */
function ask(ctx: CheckContext, question: string, yes: string, no: string, done: (status: SelfTestStatus) => void) {
  const { doc, body } = ctx;
  const p = el(doc, "p", "self-test__question", question);
  body.append(
    p,
    actions(
      doc,
      button(doc, yes, () => done("passed")),
      button(doc, no, () => done("failed"), true),
    ),
  );
  p.tabIndex = -1;
  p.focus();
}

/** A message in the check's area, read out (e.g. "access was not allowed"). */
function say(ctx: CheckContext, text: string, className = "self-test__note"): HTMLElement {
  const p = el(ctx.doc, "p", className, text);
  p.setAttribute("role", "status");
  ctx.body.append(p);
  return p;
}

/** One "begin" button: the step that needs a gesture (full screen, permissions, sound). */
function begin(ctx: CheckContext, label: string, instruction: string, start: () => void) {
  const { doc, body } = ctx;
  body.replaceChildren(...(instruction ? [el(doc, "p", "", instruction)] : []), actions(doc, button(doc, label, start)));
}

const touch: Check = (ctx) =>
  new Promise((done) => {
    const { doc, view, t } = ctx;
    if (!("PointerEvent" in view) || view.navigator.maxTouchPoints < 1) return done("unsupported");
    begin(ctx, t("touch.begin"), t("touch.instruction"), () => {
      const { layer, close } = openLayer(doc, t("check.touch.name"));
      ctx.onCleanup(close);
      // cells of about 70 CSS pixels: small enough to find a dead strip, large enough for a finger
      const cols = Math.max(3, Math.min(8, Math.round(view.innerWidth / 90)));
      const rows = Math.max(4, Math.min(12, Math.round(((view.innerHeight - 64) / view.innerWidth) * cols)));
      const grid = el(doc, "div", "self-test-grid");
      grid.style.gridTemplateColumns = `repeat(${cols}, 1fr)`;
      const cells = Array.from({ length: cols * rows }, () => el(doc, "div", "self-test-grid__cell"));
      grid.append(...cells);
      const progress = el(doc, "span", "self-test-layer__progress");
      progress.setAttribute("aria-live", "polite");
      const bar = el(
        doc,
        "div",
        "self-test-layer__bar",
        progress,
        button(doc, t("touch.fail"), () => done("failed"), true),
        button(doc, t("run.skip"), () => done("skipped"), true),
      );
      layer.append(grid, bar);
      let left = cells.length;
      const show = () => (progress.textContent = t("touch.progress", { n: cells.length - left, count: cells.length }));
      show();
      // every point a finger passes: elementFromPoint, as a touch keeps its first target while it moves
      const mark = (event: PointerEvent) => {
        if (event.pointerType === "mouse" && !event.buttons) return;
        const cell = doc.elementFromPoint(event.clientX, event.clientY);
        if (!(cell instanceof view.HTMLElement) || !cell.classList.contains("self-test-grid__cell") || cell.dataset.touched) return;
        cell.dataset.touched = "1";
        left--;
        show();
        if (left === 0) done("passed");
      };
      grid.addEventListener("pointerdown", mark);
      grid.addEventListener("pointermove", mark);
      // no scrolling or zooming while the finger draws
      grid.style.touchAction = "none";
    });
  });

const COLOURS = ["#ff0000", "#00ff00", "#0000ff", "#ffffff", "#000000"];

const pixels: Check = (ctx) =>
  new Promise((done) => {
    const { doc, t } = ctx;
    begin(ctx, t("pixels.begin"), t("pixels.instruction"), () => {
      const { layer, close } = openLayer(doc, t("check.pixels.name"));
      let shown = 0;
      const paint = () => {
        layer.style.background = COLOURS[shown]!;
        layer.setAttribute("aria-label", `${t("check.pixels.name")}: ${t("run.step", { n: shown + 1, count: COLOURS.length })}`);
      };
      const next = () => {
        shown++;
        if (shown < COLOURS.length) return paint();
        close();
        ctx.body.replaceChildren();
        ask(ctx, t("pixels.question"), t("pixels.yes"), t("pixels.no"), done);
      };
      layer.classList.add("self-test-layer--colour");
      layer.addEventListener("click", next);
      layer.addEventListener("keydown", (event) => {
        if (event.key === "Enter" || event.key === " ") {
          event.preventDefault();
          next();
        }
      });
      ctx.onCleanup(close);
      paint();
    });
  });

/** Stops every track of a stream (the camera's light goes off, the microphone is released). */
const stopAll = (stream: MediaStream) => stream.getTracks().forEach((track) => track.stop());

/**
 * getUserMedia with the seller's answer to the browser's question: a refusal is not a defect, so
 * it offers "try again" (after allowing it in the settings) and the card's "skip"; no camera or
 * microphone found, or one that does not start, fails the check.
 */
async function media(ctx: CheckContext, constraints: MediaStreamConstraints, retry: () => void): Promise<MediaStream | "failed" | null> {
  try {
    const stream = await ctx.view.navigator.mediaDevices.getUserMedia(constraints);
    ctx.onCleanup(() => stopAll(stream));
    return stream;
  } catch (err) {
    const name = (err as { name?: string }).name;
    if (name === "NotAllowedError" || name === "SecurityError") {
      say(ctx, ctx.t("run.denied"));
      ctx.body.append(actions(ctx.doc, button(ctx.doc, ctx.t("run.retry"), retry)));
      return null;
    }
    return "failed";
  }
}

const hasMedia = (view: Window) => !!view.navigator.mediaDevices?.getUserMedia;

const camera =
  (facingMode: "user" | "environment"): Check =>
  (ctx) =>
    new Promise((done) => {
      const { doc, view, t } = ctx;
      if (!hasMedia(view)) return done("unsupported");
      const start = async () => {
        ctx.body.replaceChildren();
        const stream = await media(ctx, { video: { facingMode: { ideal: facingMode } }, audio: false }, start);
        if (stream === "failed") return done("failed");
        if (!stream) return;
        const video = el(doc, "video", "self-test__preview");
        video.muted = true;
        video.playsInline = true;
        video.autoplay = true;
        video.setAttribute("aria-hidden", "true");
        video.srcObject = stream;
        ctx.body.append(video);
        video.play().catch(() => {});
        ask(ctx, t("camera.question"), t("camera.yes"), t("camera.no"), done);
      };
      begin(ctx, t("camera.begin"), "", () => void start());
    });

/** Level above which the microphone counts as hearing something (RMS of the signal, 0…1). */
const HEARD = 0.04;

const microphone: Check = (ctx) =>
  new Promise((done) => {
    const { doc, view, t } = ctx;
    const Audio = view.AudioContext ?? (view as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!hasMedia(view) || !Audio) return done("unsupported");
    const start = async () => {
      // created on the click: browsers start sound only after a gesture
      const audio = new Audio();
      ctx.onCleanup(() => void audio.close().catch(() => {}));
      ctx.body.replaceChildren();
      const stream = await media(ctx, { audio: { echoCancellation: false, noiseSuppression: false, autoGainControl: false } }, start);
      if (stream === "failed") return done("failed");
      if (!stream) return;
      const analyser = audio.createAnalyser();
      analyser.fftSize = 1024;
      audio.createMediaStreamSource(stream).connect(analyser);
      const meter = el(doc, "meter", "self-test__meter");
      meter.id = "self-test-level";
      meter.min = 0;
      meter.max = 1;
      const label = el(doc, "label", "", t("microphone.level"));
      label.htmlFor = meter.id;
      ctx.body.append(el(doc, "p", "", t("microphone.instruction")), el(doc, "p", "self-test__level", label, " ", meter));
      ctx.body.append(
        actions(
          doc,
          button(doc, t("microphone.fail"), () => done("failed"), true),
        ),
      );
      const samples = new Uint8Array(analyser.fftSize);
      let heard = 0;
      let frame = 0;
      let live = true;
      const measure = () => {
        if (!live) return;
        analyser.getByteTimeDomainData(samples);
        let sum = 0;
        for (const s of samples) sum += ((s - 128) / 128) ** 2;
        const level = Math.sqrt(sum / samples.length);
        meter.value = Math.min(1, level * 4);
        // a few frames above the line: a voice or a clap, not a click of the case
        if (level > HEARD && ++heard >= 5) return done("passed");
        frame = view.requestAnimationFrame(measure);
      };
      ctx.onCleanup(() => {
        live = false;
        view.cancelAnimationFrame(frame);
      });
      void audio.resume().catch(() => {});
      measure();
    };
    begin(ctx, t("microphone.begin"), "", () => void start());
  });

/** Three digits from 1 to 9 (a beeped digit is that many beeps: no zero). */
const digits = (view: Window) => Array.from(view.crypto.getRandomValues(new Uint8Array(3)), (b) => (b % 9) + 1);

/** Plays digits as groups of beeps (WebAudio): where the browser has no voice to speak them. */
function beep(view: Window & typeof globalThis, played: number[], ctx: CheckContext) {
  const Audio = view.AudioContext ?? (view as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Audio) return false;
  const audio = new Audio();
  ctx.onCleanup(() => void audio.close().catch(() => {}));
  let at = audio.currentTime + 0.2;
  for (const digit of played) {
    for (let i = 0; i < digit; i++) {
      const tone = audio.createOscillator();
      const gain = audio.createGain();
      tone.frequency.value = 880;
      gain.gain.value = 0.5;
      tone.connect(gain).connect(audio.destination);
      tone.start(at);
      tone.stop(at + 0.15);
      at += 0.3;
    }
    at += 0.9;
  }
  return true;
}

const speaker: Check = (ctx) =>
  new Promise((done) => {
    const { doc, view, t } = ctx;
    const canSpeak = "speechSynthesis" in view && "SpeechSynthesisUtterance" in view;
    const canBeep = !!(view.AudioContext ?? (view as unknown as { webkitAudioContext?: unknown }).webkitAudioContext);
    if (!canSpeak && !canBeep) return done("unsupported");
    let played = digits(view);
    let tries = 0;
    const note = el(doc, "p", "self-test__note");
    const play = () => {
      note.textContent = "";
      const beeps = () => {
        if (beep(view, played, ctx)) note.textContent = t("speaker.beeps");
      };
      if (!canSpeak) return beeps();
      const spoken = new view.SpeechSynthesisUtterance(played.join(", "));
      spoken.lang = doc.documentElement.lang || "en";
      spoken.rate = 0.8;
      // no voice for the language (or none at all): the digits as beeps instead
      spoken.onerror = beeps;
      view.speechSynthesis.cancel();
      view.speechSynthesis.speak(spoken);
    };
    ctx.onCleanup(() => canSpeak && view.speechSynthesis.cancel());
    const input = el(doc, "input", "");
    input.id = "self-test-digits";
    input.inputMode = "numeric";
    input.autocomplete = "off";
    input.maxLength = 12;
    const label = el(doc, "label", "", t("speaker.answer"));
    label.htmlFor = input.id;
    const form = el(
      doc,
      "form",
      "self-test__digits",
      label,
      input,
      button(doc, t("speaker.check"), () => {}),
    );
    (form.lastElementChild as HTMLButtonElement).type = "submit";
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      if (input.value.replace(/\D/g, "") === played.join("")) return done("passed");
      if (++tries >= 2) return done("failed");
      played = digits(view);
      input.value = "";
      note.textContent = t("speaker.wrong");
      note.setAttribute("role", "status");
    });
    ctx.body.replaceChildren(
      el(doc, "p", "", t("speaker.instruction")),
      actions(
        doc,
        button(doc, t("speaker.play"), play),
        button(doc, t("speaker.fail"), () => done("failed"), true),
      ),
      note,
      form,
    );
  });

const vibration: Check = (ctx) =>
  new Promise((done) => {
    const { view, t } = ctx;
    if (typeof view.navigator.vibrate !== "function") return done("unsupported");
    begin(ctx, t("vibration.begin"), "", () => {
      view.navigator.vibrate([400, 200, 400]);
      ctx.body.replaceChildren();
      ask(ctx, t("vibration.question"), t("run.yes"), t("run.no"), done);
    });
  });

type MotionPermission = { requestPermission?: () => Promise<"granted" | "denied"> };

const motion: Check = (ctx) =>
  new Promise((done) => {
    const { view, t } = ctx;
    const Motion = (view as unknown as { DeviceMotionEvent?: MotionPermission }).DeviceMotionEvent;
    if (!Motion) return done("unsupported");
    const start = async () => {
      ctx.body.replaceChildren();
      // Safari on iPhones and iPads asks first, and only on a tap
      if (typeof Motion.requestPermission === "function") {
        const answer = await Motion.requestPermission().catch(() => "denied" as const);
        if (answer !== "granted") {
          say(ctx, t("run.denied"));
          ctx.body.append(
            actions(
              ctx.doc,
              button(ctx.doc, t("run.retry"), () => void start()),
            ),
          );
          return;
        }
      }
      ctx.body.append(el(ctx.doc, "p", "", t("motion.instruction")));
      say(ctx, t("motion.waiting"));
      // passed once the readings change: a sensor that reports the same value all along proves nothing
      let low = Infinity;
      let high = -Infinity;
      const read = (event: DeviceMotionEvent) => {
        const a = event.accelerationIncludingGravity;
        if (a?.x == null || a.y == null || a.z == null) return;
        const size = Math.hypot(a.x, a.y, a.z);
        low = Math.min(low, size);
        high = Math.max(high, size);
        if (high - low > 0.5) done("passed");
      };
      view.addEventListener("devicemotion", read);
      ctx.onCleanup(() => view.removeEventListener("devicemotion", read));
    };
    begin(ctx, t("motion.begin"), "", () => void start());
  });

export const CHECKS: Record<SelfTestCheckId, Check> = {
  touch,
  pixels,
  frontCamera: camera("user"),
  backCamera: camera("environment"),
  microphone,
  speaker,
  vibration,
  motion,
};
