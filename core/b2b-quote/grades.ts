/**
 * Grades A–D (decision 0118): instead of a device's questions a business seller gives one grade
 * per row; each grade is, per catalog category, ONE answer set of the category's questions, by
 * question and answer codes (codes survive new ids). Pure data and functions.
 *
 * Common to every grade: the device is free of locks (Find My, Google, console accounts: a locked
 * device gets no price at all) and free of water damage; accessories (chargers, cables, caps,
 * controllers, boxes) are not counted on: the price assumes the device alone, so a fleet sent
 * without them gets what was quoted. Monitors keep their stand (it is part of the device).
 */
import { BUSINESS_GRADES, type BusinessGrade } from "../editions/index.ts";
import type { AnswerInput, PricingDevice } from "../offer/index.ts";
import type { GradeDefinition } from "./types.ts";

export const GRADE_DEFINITIONS: readonly GradeDefinition[] = BUSINESS_GRADES.map((grade) => ({
  grade,
  titleKey: `business.grade.${grade}.title`,
  textKey: `business.grade.${grade}.text`,
}));

export const isBusinessGrade = (value: unknown): value is BusinessGrade =>
  typeof value === "string" && (BUSINESS_GRADES as readonly string[]).includes(value);

/** questionCode → answerCode */
export type GradeAnswerCodes = Readonly<Record<string, string>>;

const mobile = (accessories: string): Record<BusinessGrade, GradeAnswerCodes> => ({
  A: {
    function: "function_ok",
    display: "display_flawless",
    housing: "housing_like_new",
    battery: "battery_good",
    water_damage: "water_none",
    accessories,
    lock: "lock_removed",
  },
  B: {
    function: "function_ok",
    display: "display_light_scratches",
    housing: "housing_light_wear",
    battery: "battery_good",
    water_damage: "water_none",
    accessories,
    lock: "lock_removed",
  },
  C: {
    function: "function_ok",
    display: "display_deep_scratches",
    housing: "housing_heavy_wear",
    battery: "battery_worn",
    water_damage: "water_none",
    accessories,
    lock: "lock_removed",
  },
  D: {
    function: "function_defective",
    display: "display_cracked",
    housing: "housing_damaged",
    battery: "battery_worn",
    water_damage: "water_none",
    accessories,
    lock: "lock_removed",
  },
});

/** Per catalog category (categories.id) and grade, the answer code of each question code. */
export const GRADE_ANSWERS: Readonly<Record<string, Record<BusinessGrade, GradeAnswerCodes>>> = {
  smartphones: mobile("accessories_missing"),
  tablets: mobile("accessories_missing"),
  laptops: {
    A: {
      function: "function_ok",
      display: "display_flawless",
      housing: "housing_like_new",
      battery: "battery_good",
      charger: "charger_missing",
      lock: "lock_removed",
    },
    B: {
      function: "function_ok",
      display: "display_light_scratches",
      housing: "housing_light_wear",
      battery: "battery_good",
      charger: "charger_missing",
      lock: "lock_removed",
    },
    C: {
      function: "function_ok",
      display: "display_deep_scratches",
      housing: "housing_heavy_wear",
      battery: "battery_worn",
      charger: "charger_missing",
      lock: "lock_removed",
    },
    D: {
      function: "function_defective",
      display: "display_cracked",
      housing: "housing_damaged",
      battery: "battery_worn",
      charger: "charger_missing",
      lock: "lock_removed",
    },
  },
  cameras: {
    A: {
      function: "function_ok",
      shutter_count: "shutter_under_10k",
      sensor: "sensor_clean",
      housing: "housing_like_new",
      accessories: "accessories_none",
    },
    B: {
      function: "function_ok",
      shutter_count: "shutter_10k_50k",
      sensor: "sensor_dust",
      housing: "housing_light_wear",
      accessories: "accessories_none",
    },
    C: {
      function: "function_ok",
      shutter_count: "shutter_50k_150k",
      sensor: "sensor_dust",
      housing: "housing_heavy_wear",
      accessories: "accessories_none",
    },
    D: {
      function: "function_defective",
      shutter_count: "shutter_over_150k",
      sensor: "sensor_damaged",
      housing: "housing_damaged",
      accessories: "accessories_none",
    },
  },
  lenses: {
    A: { function: "function_ok", glass: "glass_clear", elements: "elements_flawless", housing: "housing_like_new", caps: "caps_missing" },
    B: {
      function: "function_ok",
      glass: "glass_clear",
      elements: "elements_cleaning_marks",
      housing: "housing_light_wear",
      caps: "caps_missing",
    },
    C: {
      function: "function_ok",
      glass: "glass_clear",
      elements: "elements_scratched",
      housing: "housing_heavy_wear",
      caps: "caps_missing",
    },
    D: {
      function: "function_defective",
      glass: "glass_haze",
      elements: "elements_scratched",
      housing: "housing_damaged",
      caps: "caps_missing",
    },
  },
  consoles: {
    A: {
      function: "function_ok",
      controller: "controller_none",
      housing: "housing_like_new",
      disc_drive: "disc_drive_ok",
      account: "account_removed",
    },
    B: {
      function: "function_ok",
      controller: "controller_none",
      housing: "housing_light_wear",
      disc_drive: "disc_drive_ok",
      account: "account_removed",
    },
    C: {
      function: "function_ok",
      controller: "controller_none",
      housing: "housing_heavy_wear",
      disc_drive: "disc_drive_ok",
      account: "account_removed",
    },
    D: {
      function: "function_defective",
      controller: "controller_none",
      housing: "housing_damaged",
      disc_drive: "disc_drive_defective",
      account: "account_removed",
    },
  },
  monitors: {
    A: {
      function: "function_ok",
      dead_pixels: "pixels_none",
      screen: "screen_flawless",
      housing: "housing_like_new",
      accessories: "accessories_no_cables",
    },
    B: {
      function: "function_ok",
      dead_pixels: "pixels_none",
      screen: "screen_light_scratches",
      housing: "housing_light_wear",
      accessories: "accessories_no_cables",
    },
    C: {
      function: "function_ok",
      dead_pixels: "pixels_few",
      screen: "screen_light_scratches",
      housing: "housing_heavy_wear",
      accessories: "accessories_no_cables",
    },
    D: {
      function: "function_defective",
      dead_pixels: "pixels_many",
      screen: "screen_damaged",
      housing: "housing_heavy_wear",
      accessories: "accessories_no_cables",
    },
  },
};

/**
 * The grade's answers for a device (its own questions or its category's): by the category's
 * codes; a question the category's set does not name (a device's own extra question) takes its
 * first answer, the catalog's best. Null when the category has no grades, or an answer code is
 * missing from the device's question (the row is then "priced by us on request").
 */
export function gradeAnswers(categoryId: string, grade: BusinessGrade, device: PricingDevice): AnswerInput[] | null {
  const codes = GRADE_ANSWERS[categoryId]?.[grade];
  if (!codes) return null;
  const out: AnswerInput[] = [];
  for (const q of device.questions ?? []) {
    const code = codes[q.code];
    const answer = code === undefined ? q.answers[0] : q.answers.find((a) => a.code === code);
    if (!answer) return null;
    out.push({ questionId: q.id, answerId: answer.id });
  }
  return out;
}
