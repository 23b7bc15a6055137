/** The instruments the server knows (`InstrumentCode` in crates/domain/src/safety/check_in.rs), in the order it lists them. */
export const CHECK_IN_CODES = ['phq9', 'gad7'] as const;
export type CheckInCode = (typeof CHECK_IN_CODES)[number];
