/** The national emergency number (police, fire service, ambulance): always shown, whatever the helpline list says. */
export const EMERGENCY_NUMBER = '999';

/** A `tel:` link for a number as people write it: spaces, dashes and anything else but digits and `+` are dropped. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
