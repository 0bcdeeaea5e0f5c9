/** The time a service reads; injected so tests can fix it. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
