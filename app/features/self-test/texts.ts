/**
 * The texts the self-test island shows (issue 34). The island has no i18n of its own (it must stay
 * small): the entry renders these, translated, into a JSON block, and the island reads them by key.
 * Placeholders in braces ({n}, {count}) are filled in by the island.
 */
export const SELF_TEST_CHECK_TEXTS = ["name", "proves", "cannot"] as const;

/** Keys under `selfTest.` the island needs besides each check's name, proves and cannot. */
export const SELF_TEST_TEXT_KEYS = [
  "run.title",
  "run.step",
  "run.proves",
  "run.cannot",
  "run.skip",
  "run.close",
  "run.yes",
  "run.no",
  "run.retry",
  "run.denied",
  "status.passed",
  "status.failed",
  "status.unsupported",
  "status.skipped",
  "touch.instruction",
  "touch.begin",
  "touch.fail",
  "touch.progress",
  "pixels.instruction",
  "pixels.begin",
  "pixels.question",
  "pixels.yes",
  "pixels.no",
  "camera.begin",
  "camera.question",
  "camera.yes",
  "camera.no",
  "microphone.instruction",
  "microphone.begin",
  "microphone.level",
  "microphone.fail",
  "speaker.instruction",
  "speaker.play",
  "speaker.beeps",
  "speaker.answer",
  "speaker.check",
  "speaker.wrong",
  "speaker.fail",
  "vibration.begin",
  "vibration.question",
  "motion.instruction",
  "motion.begin",
  "motion.waiting",
  "summary.title",
  "summary.use",
  "summary.sending",
  "summary.done",
  "summary.filled",
  "summary.none",
  "summary.error",
  "summary.screenMismatch",
  "summary.toQuestions",
] as const;

export type SelfTestTextKey = (typeof SELF_TEST_TEXT_KEYS)[number];

/** Id of the JSON block with the island's texts. */
export const SELF_TEST_TEXTS_ID = "self-test-texts";
