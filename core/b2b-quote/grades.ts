/** Grades A–D (decision 0118): per catalog category one answer set of the catalog's questions. Pure data. */
import { BUSINESS_GRADES, type BusinessGrade } from "../editions/index.ts";
import type { GradeDefinition } from "./types.ts";

export const GRADE_DEFINITIONS: readonly GradeDefinition[] = BUSINESS_GRADES.map((grade) => ({
  grade,
  titleKey: `business.grade.${grade}.title`,
  textKey: `business.grade.${grade}.text`,
}));

export const isBusinessGrade = (value: unknown): value is BusinessGrade =>
  typeof value === "string" && (BUSINESS_GRADES as readonly string[]).includes(value);
