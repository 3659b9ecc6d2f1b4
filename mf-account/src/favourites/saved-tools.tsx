// 'Bewaarde AI-tools' on /account: the tools the user saved with 'Bewaar', each a link to its page, with
// 'Niet meer bewaren'; two to four of them chosen lead to the comparison page.
import { useId, useState } from 'react';
import styled from 'styled-components';
import {
  type AiTool,
  api,
  Button,
  ButtonRouterLink,
  Card,
  CardList,
  COMPARE_MAX,
  COMPARE_MIN,
  compareAddress,
  describeApiError,
  ErrorBox,
  requestIdOf,
  Spinner,
  theme,
  useMutation,
  useQuery,
} from 'shared';
import { Link } from 'shared-core';
import { messages } from '../messages.ts';

const text = messages.account.favourites;

function SavedTool({ tool, chosen, onChoose }: { tool: AiTool; chosen: boolean; onChoose(chosen: boolean): void }) {
  const id = useId();
  const remove = useMutation(() => api.delete(`favourites/${tool.id}`), { success: text.removed, invalidates: ['favourites'] });
  return (
    <Item>
      <label htmlFor={id}>
        <input id={id} type="checkbox" checked={chosen} onChange={(event) => onChoose(event.target.checked)} />
        <span>{text.choose(tool.name)}</span>
      </label>
      <div>
        <Link to={`/AI-tool/${tool.id}`}>{tool.name}</Link>
        <p>{tool.kind}</p>
      </div>
      <Button $variant="secondary" disabled={remove.pending} onClick={() => void remove.run(undefined)} aria-label={text.removeLabel(tool.name)}>
        {text.remove}
      </Button>
      {remove.error !== null && <ErrorBox requestId={remove.requestId}>{remove.error}</ErrorBox>}
    </Item>
  );
}

export function SavedTools() {
  const titleId = useId();
  const saved = useQuery(['favourites'], async (signal) => (await api.list<AiTool>('favourites', undefined, { signal })).data);
  const [chosen, setChosen] = useState<number[]>([]);
  const tools = saved.data ?? [];
  // A tool no longer saved is no longer chosen.
  const stillChosen = chosen.filter((id) => tools.some((tool) => tool.id === id));
  const canCompare = stillChosen.length >= COMPARE_MIN && stillChosen.length <= COMPARE_MAX;

  let body;
  if (saved.status === 'failed') body = <ErrorBox requestId={requestIdOf(saved.error)}>{describeApiError(saved.error)}</ErrorBox>;
  else if (saved.data === undefined) body = <Spinner label={text.loading} />;
  else if (tools.length === 0) body = <p>{text.empty}</p>;
  else {
    body = (
      <>
        <CardList>
          {tools.map((tool) => (
            <li key={tool.id}>
              <SavedTool
                tool={tool}
                chosen={stillChosen.includes(tool.id)}
                onChoose={(on) => setChosen(on ? [...stillChosen, tool.id] : stillChosen.filter((id) => id !== tool.id))}
              />
            </li>
          ))}
        </CardList>
        <Compare>
          {canCompare ? (
            <ButtonRouterLink to={compareAddress(stillChosen)}>{text.compare(stillChosen.length)}</ButtonRouterLink>
          ) : (
            <Button disabled>{text.compare(stillChosen.length)}</Button>
          )}
          <p>{text.compareHint}</p>
        </Compare>
      </>
    );
  }
  return (
    <section aria-labelledby={titleId}>
      <Title id={titleId}>{text.title}</Title>
      {body}
    </section>
  );
}

const Title = styled.h2`
  margin: ${theme.space(8)} 0 ${theme.space(4)};
  font-size: ${theme.font.size.large};
`;


const Item = styled(Card)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(3)} ${theme.space(4)};
  padding: ${theme.space(3)} ${theme.space(4)};
  label {
    display: flex;
    align-items: center;
    min-width: 44px;
    min-height: 44px;
    justify-content: center;
  }
  label span {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
  input {
    width: 22px;
    height: 22px;
  }
  div {
    flex: 1;
    min-width: 12rem;
  }
  p {
    margin: 0;
    color: ${theme.colour.muted};
  }
`;

const Compare = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(3)};
  margin-top: ${theme.space(4)};
  p {
    margin: 0;
    color: ${theme.colour.muted};
  }
`;
