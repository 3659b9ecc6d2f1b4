// Route '/insights' (admin): what the site counted without following anyone (decision 0026): the period (the last
// 30 days at first), the totals against the period before, visitors and page views per day, and the top lists, each
// to download as CSV. Router-less: the shell's router renders it and its guard keeps non-admins out.
import { useState } from 'react';
import styled from 'styled-components';
import { lastDays, PageContainer, PageIntro, PageTitle, PeriodPicker, theme } from 'shared';
import { messages } from '../messages.ts';
import { InsightsReport } from '../insights/insights-report.tsx';

export default function InsightsPage() {
  const [period, setPeriod] = useState(() => lastDays(30));
  return (
    <Page>
      <PageTitle>{messages.admin.pageTitles.insights}</PageTitle>
      <PageIntro>{messages.admin.insights.intro}</PageIntro>
      <PeriodPicker id="insights-period" value={period} onChange={setPeriod} />
      <InsightsReport period={period} />
    </Page>
  );
}

// The site breaks long strings anywhere (global style); here words stay whole and only paths and hosts may break.
const Page = styled(PageContainer)`
  display: grid;
  gap: ${theme.space(6)};
  overflow-wrap: break-word;
  > h1,
  > p {
    margin: 0;
  }
`;
