/**
 * The window event of a consent decision, detail {accepted: boolean}: the banner
 * (features/consent) dispatches it; the hydration gate and the marketing touchpoints listen.
 */
export const CONSENT_EVENT = "sellback:consent";
