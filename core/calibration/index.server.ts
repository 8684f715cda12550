/** Calibration (decision 0131): the server door (the job and the page's read model). */
export * from "./index.ts";
export { computeCalibration, scheduleCalibration, calibrationJobHandlers, CALIBRATION_JOB, type CalibrationRun } from "./job.server.ts";
export { calibrationView, type CalibrationView, type CalibrationCustomer } from "./view.server.ts";
