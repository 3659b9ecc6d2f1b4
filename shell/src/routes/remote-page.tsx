// A remote's page: lazy code behind Suspense (a spinner) and the remote's own error boundary.
import { Suspense, useContext, useState } from 'react';
import { PageContainer, Spinner } from 'shared';
import { messages } from '../messages.ts';
import { PageLoaderContext, forgetPage, lazyPage } from './page-loader.ts';
import { RemoteErrorBoundary } from './remote-error-boundary.tsx';

export function PageSpinner() {
  return (
    <PageContainer aria-busy="true">
      <Spinner label={messages.shell.pageLoading} />
    </PageContainer>
  );
}

export function RemotePage({ remote, moduleId }: { remote: string; moduleId: string }) {
  const loader = useContext(PageLoaderContext);
  const [attempt, setAttempt] = useState(0);
  const Page = lazyPage(loader, moduleId);
  const retry = () => {
    loader.reset?.(remote);
    forgetPage(loader, moduleId);
    setAttempt((count) => count + 1);
  };
  return (
    <RemoteErrorBoundary key={attempt} remote={remote} onRetry={retry}>
      <Suspense fallback={<PageSpinner />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
