/**
 * The time source of everything that depends on "now" (offer validity, rate-limit windows,
 * deadlines): the app takes one in its dependencies, tests pass a clock they set.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** "Now" from whatever carries the app's clock (AppDeps.clock), else the system clock. */
export const nowFrom = (holder: { clock?: Clock | undefined }): Date => (holder.clock ?? systemClock)();
