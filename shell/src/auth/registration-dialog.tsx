// 'Welkom!' (SPEC §2), shown by the layout when a login found no account. The form loads only then.
import { lazy, Suspense } from 'react';
import { useRegistrationProfile } from './registration-store.ts';

const RegistrationForm = lazy(() => import('./registration-form.tsx'));

export function RegistrationDialog() {
  const profile = useRegistrationProfile();
  if (!profile) return null;
  return (
    <Suspense fallback={null}>
      {/* Keyed by the e-mail: a renewed ID token of the same visitor keeps what was typed. */}
      <RegistrationForm key={profile.email} profile={profile} />
    </Suspense>
  );
}
