// The profile query lives in lib (every feature reads it); re-exported here for the account feature.
export { getMeQueryOptions, useMe } from '@/lib/me';
