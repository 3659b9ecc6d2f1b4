// Route '/keywords' (admin): 'Keywordbeheer' (SPEC §2 "Keyword management"): the grid of keywords with 'Aantal keren
// gebruikt', the most used first; click one to rename it, the bin to remove it (saying how many tools lose it),
// 'Voeg keyword toe' to add one. Names are unique regardless of case and shown capitalised.
import { useState } from 'react';
import styled from 'styled-components';
import { api, BackButton, Button, ButtonRow, capitalize, describeApiError, ErrorBox, Icon, type KeywordUsage, ListHeader, PageContainer, PageIntro, PageTitle, requestIdOf, Spinner, theme, useQuery, VisuallyHidden } from 'shared';
import { messages } from '../messages.ts';
import { KeywordDialog, type KeywordDialogMode } from '../keywords/keyword-dialog.tsx';

const text = messages.admin.keywords;

export default function KeywordsPage() {
  const [dialog, setDialog] = useState<KeywordDialogMode | null>(null);
  const usage = useQuery(['keywordUsage'], async (signal) => api.list<KeywordUsage>('keywords/usage', undefined, { signal }));
  const keywords = usage.data?.data ?? [];
  return (
    <PageContainer>
      <PageTitle>{messages.admin.pageTitles.keywords}</PageTitle>
      <PageIntro>{text.intro}</PageIntro>
      <section aria-labelledby="keywords-grid-title" aria-busy={usage.status === 'loading'}>
        <ListHeader>
          <h2 id="keywords-grid-title">{text.gridTitle}</h2>
          <p role="status">{usage.data ? text.count(usage.data.count) : ''}</p>
        </ListHeader>
        <ButtonRow>
          <Button onClick={() => setDialog({ mode: 'create' })}>{text.add}</Button>
        </ButtonRow>
        {usage.status === 'loading' && usage.data === undefined && <Spinner label={text.loading} />}
        {usage.status === 'failed' && <ErrorBox requestId={requestIdOf(usage.error)}>{describeApiError(usage.error, 'keyword')}</ErrorBox>}
        {usage.data?.count === 0 && <p>{text.empty}</p>}
        {keywords.length > 0 && (
          <KeywordGrid>
            {keywords.map((keyword) => {
              const name = capitalize(keyword.name);
              return (
                <li key={keyword.id}>
                  <NameButton type="button" onClick={() => setDialog({ mode: 'edit', keyword })}>
                    {/* The name a screen reader hears starts with what the button does; the visible text follows. */}
                    <VisuallyHidden>{`${text.editPrefix} `}</VisuallyHidden>
                    <strong>{name}</strong>
                    <span>
                      {text.used}: {keyword.count}
                    </span>
                  </NameButton>
                  <RemoveButton $variant="secondary" aria-label={text.removeLabel(name)} title={text.confirm.remove} onClick={() => setDialog({ mode: 'remove', keyword })}>
                    <Icon name="remove" />
                  </RemoveButton>
                </li>
              );
            })}
          </KeywordGrid>
        )}
      </section>
      <BackButton />
      {dialog && <KeywordDialog dialog={dialog} onClose={() => setDialog(null)} />}
    </PageContainer>
  );
}

const KeywordGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 220px), 1fr));
  gap: ${theme.space(3)};
  margin: ${theme.space(4)} 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: stretch;
    background: ${theme.colour.surface};
    border-radius: ${theme.radius.medium};
    box-shadow: ${theme.shadow};
  }
`;

const NameButton = styled.button`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space(1)};
  padding: ${theme.space(3)} ${theme.space(4)};
  border: none;
  background: transparent;
  font: inherit;
  text-align: left;
  cursor: pointer;
  span {
    color: ${theme.colour.muted};
    font-size: ${theme.font.size.small};
  }
`;

const RemoveButton = styled(Button)`
  align-self: center;
  margin-right: ${theme.space(2)};
  padding: ${theme.space(2)};
`;
