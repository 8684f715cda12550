/**
 * Window event the hydration gate (hydration-gate.ts) dispatches once `window.__sellbackHydrate`
 * is set: the deferred route-module script is async and may run before the gate's script
 * (decision 0056). A module of its own so deferred-scripts.tsx does not bundle the gate.
 */
export const GATE_READY_EVENT = "sellback:hydration-gate";
