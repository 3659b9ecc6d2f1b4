// Route '/providers/submissions' (admin): 'Nog niet goedgekeurde providers' (SPEC §2 "Provider submissions"): the
// providers awaiting a decision (pending, without a rejection), each opening the review popup; beside them the
// claims of listed companies ('Is dit je bedrijf?', decision 0019).
import { useState } from 'react';
import styled from 'styled-components';
import { api, approvalState, BackButton, Button, Card, countryName, describeApiError, ErrorBox, ListHeader, PageContainer, PageIntro, PageTitle, type Provider, type ProviderClaim, requestIdOf, Spinner, theme, useQuery } from 'shared';
import { messages } from '../messages.ts';
import { ClaimDialog } from '../providers/claim-dialog.tsx';
import { ReviewDialog } from '../providers/review-dialog.tsx';

const text = messages.admin.submissions;

export default function ProviderSubmissionsPage() {
  const [reviewing, setReviewing] = useState<Provider | null>(null);
  const [claimReviewed, setClaimReviewed] = useState<ProviderClaim | null>(null);
  const claims = useQuery(['claims'], async (signal) => (await api.list<ProviderClaim>('providers/claims', undefined, { signal })).data);
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
        {providers.status === 'failed' && <ErrorBox requestId={requestIdOf(providers.error)}>{messages.errors.providerLoad(describeApiError(providers.error))}</ErrorBox>}
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
      <section aria-labelledby="claims-title" aria-busy={claims.status === 'loading'}>
        <ListHeader>
          <h2 id="claims-title">{text.claims.title}</h2>
          <p role="status">{claims.data ? text.count(claims.data.length) : ''}</p>
        </ListHeader>
        <p>{text.claims.intro}</p>
        {claims.status === 'failed' && <ErrorBox requestId={requestIdOf(claims.error)}>{describeApiError(claims.error)}</ErrorBox>}
        {claims.data?.length === 0 && <p>{text.claims.empty}</p>}
        {claims.data && claims.data.length > 0 && (
          <List>
            {claims.data.map((claim) => (
              <li key={claim.id}>
                <Item>
                  <div>
                    <h3>{text.claims.summary(claim.userName, claim.providerName)}</h3>
                    <p>
                      {claim.role} · {claim.userEmail}
                    </p>
                  </div>
                  <Button onClick={() => setClaimReviewed(claim)}>{text.claims.review(claim.userName, claim.providerName)}</Button>
                </Item>
              </li>
            ))}
          </List>
        )}
      </section>
      <BackButton />
      {reviewing && <ReviewDialog provider={reviewing} onClose={() => setReviewing(null)} />}
      {claimReviewed && <ClaimDialog claim={claimReviewed} onClose={() => setClaimReviewed(null)} />}
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
