// Route '/account/edit' ('Account beheer', SPEC §2): the user's own name and e-mail, prefilled from the API, and
// 'Je gegevens' (download them, remove the account). Behind the shell's logged-in guard.
import { BackButton, describeApiError, ErrorBox, PageContainer, PageIntro, PageTitle, requestIdOf, Spinner } from 'shared';
import { useAuthSession } from 'shared-core';
import { messages } from '../messages.ts';
import { AccountForm } from '../edit/account-form.tsx';
import { useCurrentUser } from '../edit/use-current-user.ts';
import { ownIdentityProvider } from '../your-data/own-identity-provider.ts';
import { YourDataSection } from '../your-data/your-data-section.tsx';

const text = messages.account.edit;

function AccountEditContent() {
  const current = useCurrentUser(useAuthSession((state) => state.id));
  if (current.status === 'loading') return <Spinner label={text.loading} />;
  if (current.status === 'failed') {
    return (
      <>
        <ErrorBox requestId={requestIdOf(current.error)}>{describeApiError(current.error)}</ErrorBox>
        <BackButton to="/account" label={text.back} />
      </>
    );
  }
  return <AccountForm user={current.data} />;
}

/** The site's own identity provider has a page to change the password; another has not. */
function PasswordNote() {
  const own = ownIdentityProvider();
  if (own === null) return <PageIntro>{text.passwordNote}</PageIntro>;
  return (
    <PageIntro>
      {text.ownPasswordNote} <a href={`${own}/password`}>{text.ownPasswordLink}</a>
    </PageIntro>
  );
}

export default function AccountEditPage() {
  const id = useAuthSession((state) => state.id);
  return (
    <PageContainer>
      <PageTitle>{messages.account.pageTitles.accountEdit}</PageTitle>
      <PasswordNote />
      <AccountEditContent />
      {id !== null && <YourDataSection userId={id} />}
    </PageContainer>
  );
}
