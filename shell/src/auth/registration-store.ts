// Whether the 'Welkom!' registration dialog is open, and what the ID token says about the visitor.
// Shell-only state: the login opens it, the layout shows it.
import { createStore, useStore } from 'zustand';

/** Prefills of the dialog: given_name, family_name and email of the ID token (empty when absent). */
export interface RegistrationProfile {
  email: string;
  firstname: string;
  lastname: string;
}

interface RegistrationState {
  profile: RegistrationProfile | null;
  open(profile: RegistrationProfile): void;
  close(): void;
}

export const registration = createStore<RegistrationState>()((set) => ({
  profile: null,
  open: (profile) => set({ profile }),
  close: () => set({ profile: null }),
}));

export function useRegistrationProfile(): RegistrationProfile | null {
  return useStore(registration, (state) => state.profile);
}
