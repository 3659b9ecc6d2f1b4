// Route '/reports' (admin): the open reports of improper content, oldest first, each with its item in context
// and the decisions 'Verwijder' and 'Negeer' (reports/report-card.tsx). Router-less: the shell's router renders
// it and its guard keeps non-admins out; the API lets only admins read and decide.
import { Button, CardList, describeApiError, ErrorBox, ListHeader, PageContainer, PageIntro, PageTitle, requestIdOf, Spinner } from 'shared';
import { messages } from '../messages.ts';
import { ReportCard } from '../reports/report-card.tsx';
import { useReports } from '../reports/use-reports.ts';

const text = messages.admin.reports;

function Reports() {
  const reports = useReports();
  if (reports.status === 'loading' && reports.data === undefined) return <Spinner label={text.loading} />;
  if (reports.status === 'failed') {
    return (
      <>
        <ErrorBox requestId={requestIdOf(reports.error)}>{describeApiError(reports.error)}</ErrorBox>
        <Button $variant="secondary" onClick={reports.refetch}>
          {text.retry}
        </Button>
      </>
    );
  }
  const { data = [], count = 0 } = reports.data ?? {};
  return (
    <section aria-labelledby="reports-list-title">
      <ListHeader>
        <h2 id="reports-list-title">{text.listTitle}</h2>
        <p role="status">{text.count(count)}</p>
      </ListHeader>
      {data.length === 0 ? (
        <p>{text.empty}</p>
      ) : (
        <CardList>
          {data.map((report) => (
            <li key={report.id}>
              <ReportCard report={report} />
            </li>
          ))}
        </CardList>
      )}
    </section>
  );
}

export default function ReportsPage() {
  return (
    <PageContainer>
      <PageTitle>{messages.admin.pageTitles.reports}</PageTitle>
      <PageIntro>{text.intro}</PageIntro>
      <Reports />
    </PageContainer>
  );
}

