// Route '/providers/submissions' (admin): 'Nog niet goedgekeurde providers' (SPEC §2 "Provider submissions"): the
// providers awaiting a decision (pending, without a rejection), each opening the review popup.
import { useState } from 'react';
import styled from 'styled-components';
import { api, approvalState, Button, Card, countryName, describeApiError, ErrorBox, ListHeader, PageContainer, PageIntro, PageTitle, Spinner, theme, useQuery, type Provider } from 'shared';
import { messages } from '../messages.ts';
import { BackButton } from '../navigation/back-button.tsx';
import { ReviewDialog } from '../providers/review-dialog.tsx';

const text = messages.admin.submissions;

export default function ProviderSubmissionsPage() {
  const [reviewing, setReviewing] = useState<Provider | null>(null);
  const providers = useQuery(['submissions'], async (signal) => (await api.list<Provider>('providers', undefined, { signal })).data);
  const pending = providers.data?.filter((provider) => approvalState(provider) === 'pending');
  return (
    <PageContainer>
      <PageTitle>{messages.admin.pageTitles.providerSubmissions}</PageTitle>
      <PageIntro>{text.intro}</PageIntro>
      <section aria-labelledby="submissions-title" aria-busy={providers.status === 'loading'}>
        <ListHeader>
          <h2 id="submissions-title">{messages.admin.pageTitles.providerSubmissions}</h2>
          <p role="status">{pending ? text.count(pending.length) : ''}</p>
        </ListHeader>
        {providers.status === 'loading' && providers.data === undefined && <Spinner label={text.loading} />}
        {providers.status === 'failed' && <ErrorBox>{messages.errors.providerLoad(describeApiError(providers.error))}</ErrorBox>}
        {pending?.length === 0 && <p>{text.empty}</p>}
        {pending && pending.length > 0 && (
          <List>
            {pending.map((provider) => (
              <li key={provider.id}>
                <Item>
                  <div>
                    <h3>{provider.name}</h3>
                    <p>
                      {countryName(provider.country)} · {provider.url}
                    </p>
                  </div>
                  <Button onClick={() => setReviewing(provider)}>{text.review(provider.name)}</Button>
                </Item>
              </li>
            ))}
          </List>
        )}
      </section>
      <BackButton label={messages.common.back} />
      {reviewing && <ReviewDialog provider={reviewing} onClose={() => setReviewing(null)} />}
    </PageContainer>
  );
}

const List = styled.ul`
  list-style: none;
  margin: ${theme.space(4)} 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(3)};
`;

const Item = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(3)};
  padding: ${theme.space(3)} ${theme.space(4)};
  h3 {
    margin: 0;
  }
  p {
    margin: ${theme.space(1)} 0 0;
    color: ${theme.colour.muted};
  }
`;
