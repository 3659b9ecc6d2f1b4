// Route '/forum': the forum list (SPEC §2 "Forum list"). Router-less: the shell's router renders it.
// The search term lives in the address (?zoek=…), so the origin a post goes back to keeps the search. A logged-in
// visitor asks a question with '+'.
import { useState } from 'react';
import styled from 'styled-components';
import { Button, CardList, ErrorBox, FORUM_SEARCH_MAX, isNetworkError, ListFooter, ListHeader, PageContainer, PageIntro, PageTitle, requestIdOf, theme } from 'shared';
import { useAuthSession, useSearchParams } from 'shared-core';
import { messages } from '../messages.ts';
import { ForumQuestion } from '../forum-list/forum-question.tsx';
import { ForumSearch } from '../forum-list/forum-search.tsx';
import { NewQuestionDialog } from '../forum-list/new-question-dialog.tsx';
import { useForumList, type ForumList } from '../forum-list/use-forum-list.ts';

const text = messages.forum.list;
const SEARCH_PARAM = 'zoek';

function loadMoreLabel({ status, count, hasMore }: ForumList): string {
  if (status === 'loading') return text.loading;
  if (count === 0) return text.none;
  if (!hasMore) return text.noMore;
  return text.loadMore;
}

function ForumQuestions({ list }: { list: ForumList }) {
  const { issues, count, status, error, filter, hasMore, loadMore, retry } = list;
  const loading = status === 'loading';
  return (
    <section aria-labelledby="forum-questions-title" aria-busy={loading}>
      <ListHeader>
        <h2 id="forum-questions-title">{text.questionsTitle}</h2>
        <p role="status">{status === 'loaded' ? text.count(count) : ''}</p>
      </ListHeader>
      {status === 'failed' && (
        <ErrorBox requestId={requestIdOf(error)}>{isNetworkError(error) ? messages.errors.forumListNetwork : messages.errors.forumListOther}</ErrorBox>
      )}
      {status === 'loaded' && count === 0 && filter !== '' && <EmptySearch>{text.emptySearch}</EmptySearch>}
      {issues.length > 0 && (
        <CardList>
          {issues.map((issue) => (
            <li key={issue.id}>
              <ForumQuestion issue={issue} />
            </li>
          ))}
        </CardList>
      )}
      <ListFooter>
        {status === 'failed' ? (
          <Button $variant="secondary" onClick={retry}>
            {text.retry}
          </Button>
        ) : (
          <Button $variant="secondary" disabled={loading || !hasMore} onClick={loadMore}>
            {loadMoreLabel(list)}
          </Button>
        )}
      </ListFooter>
    </section>
  );
}

export default function ForumListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = (searchParams.get(SEARCH_PARAM) ?? '').slice(0, FORUM_SEARCH_MAX).trim();
  const list = useForumList(filter);
  const loggedIn = useAuthSession((session) => session.accessToken !== null);
  const login = useAuthSession((session) => session.login);
  const [asking, setAsking] = useState(false);

  const search = (term: string) => {
    if (term === filter) return;
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (term === '') next.delete(SEARCH_PARAM);
        else next.set(SEARCH_PARAM, term);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  };

  return (
    <PageContainer>
      <TitleRow>
        <PageTitle>{text.title}</PageTitle>
        {loggedIn && (
          <Button onClick={() => setAsking(true)}>
            <span aria-hidden="true">+</span> {text.create}
          </Button>
        )}
      </TitleRow>
      <PageIntro>{text.intro}</PageIntro>
      {!loggedIn && (
        <LoginHint>
          <p>{text.loginToAsk}</p>
          <Button $variant="secondary" onClick={() => login()}>
            {messages.common.login}
          </Button>
        </LoginHint>
      )}
      <ForumSearch value={filter} onSearch={search} />
      {asking && <NewQuestionDialog onClose={() => setAsking(false)} />}
      <ForumQuestions list={list} />
    </PageContainer>
  );
}

const TitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${theme.space(3)};
`;

const LoginHint = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(3)};
  margin: 0 0 ${theme.space(4)};
  p {
    margin: 0;
  }
`;

const EmptySearch = styled.p`
  padding: ${theme.space(3)} ${theme.space(4)};
  border-left: 4px solid ${theme.colour.accent};
  background: ${theme.colour.surface};
  border-radius: ${theme.radius.small};
`;


