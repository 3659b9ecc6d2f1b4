// Route '/account/edit' ('Account beheer', SPEC §2): the user's own name and e-mail, prefilled from the API.
// Behind the shell's logged-in guard.
import { BackButton, describeApiError, ErrorBox, PageContainer, PageIntro, PageTitle, Spinner } from 'shared';
import { getRuntimeConfig, useAuthSession } from 'shared-core';
import { messages } from '../messages.ts';
import { AccountForm } from '../edit/account-form.tsx';
import { useCurrentUser } from '../edit/use-current-user.ts';

const text = messages.account.edit;

function AccountEditContent() {
  const current = useCurrentUser(useAuthSession((state) => state.id));
  if (current.status === 'loading') return <Spinner label={text.loading} />;
  if (current.status === 'failed') {
    return (
      <>
        <ErrorBox>{describeApiError(current.error)}</ErrorBox>
        <BackButton to="/account" label={text.back} />
      </>
    );
  }
  return <AccountForm user={current.data} />;
}

/** The site's own identity provider (under this origin's /oidc) has a page to change the password; another has not. */
function ownPasswordPage(): string | null {
  const authority = getRuntimeConfig().oidc?.authority;
  return authority === `${window.location.origin}/oidc` ? `${authority}/password` : null;
}

function PasswordNote() {
  const page = ownPasswordPage();
  if (page === null) return <PageIntro>{text.passwordNote}</PageIntro>;
  return (
    <PageIntro>
      {text.ownPasswordNote} <a href={page}>{text.ownPasswordLink}</a>
    </PageIntro>
  );
}

export default function AccountEditPage() {
  return (
    <PageContainer>
      <PageTitle>{messages.account.pageTitles.accountEdit}</PageTitle>
      <PasswordNote />
      <AccountEditContent />
    </PageContainer>
  );
}
