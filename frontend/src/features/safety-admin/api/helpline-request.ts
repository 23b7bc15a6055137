import type { AdminHelpline, HelplineRequest } from '@/lib/api/types';

/** A stored helpline as the body that writes it back unchanged (the update call takes every field). */
export const helplineRequest = ({ id: _id, ...fields }: AdminHelpline): HelplineRequest => fields;
