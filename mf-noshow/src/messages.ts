// Texts of the No Show area (mf-noshow).
import { messages as sharedMessages } from 'shared/messages';

export const noshow = {
  /** SPEC §2. */
  title: 'Welkom bij onze zelfgemaakte No Show Tool',
} as const;

/** The texts this app shows: the site's common texts and errors, and its own. */
export const messages = { ...sharedMessages, noshow } as const;
