/**
 * The time source of everything that depends on "now" (offer validity, rate-limit windows,
 * deadlines): the app takes one in its dependencies, tests pass a clock they set.
 */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
