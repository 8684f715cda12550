// placeholder, replaced below
export const navigationRules = async (_args: unknown, next: () => Promise<unknown>) => next();
export function useNavigationRules() {}
