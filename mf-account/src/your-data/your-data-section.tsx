// 'Je gegevens' on 'Account beheer': where the privacy statement is, the download of everything the site keeps
// about you and the removal of your account.
import { useId } from 'react';
import styled from 'styled-components';
import { theme } from 'shared';
import { Link } from 'shared-core';
import { messages } from '../messages.ts';
import { DownloadMyData } from './download-my-data.tsx';
import { RemoveAccount } from './remove-account.tsx';

const text = messages.account.yourData;

export function YourDataSection({ userId }: { userId: number }) {
  const titleId = useId();
  return (
    <Section aria-labelledby={titleId}>
      <h2 id={titleId}>{text.title}</h2>
      <p>
        {text.privacy} <Link to="/privacy">{text.privacyLink}</Link>.
      </p>
      <DownloadMyData userId={userId} />
      <RemoveAccount userId={userId} />
    </Section>
  );
}

const Section = styled.section`
  margin-top: ${theme.space(10)};
  padding-top: ${theme.space(6)};
  border-top: 1px solid ${theme.colour.border};
  max-width: 70ch;
  h2 { font-size: ${theme.font.size.large}; color: ${theme.colour.primary}; }
  h3 { font-size: ${theme.font.size.normal}; margin: ${theme.space(6)} 0 ${theme.space(2)}; }
`;
