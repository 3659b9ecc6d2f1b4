// One boundary per remote route: a remote that is down (or throws) replaces only the page area,
// so the header, navbar and footer stay and the other remotes keep working.
import { Component, type ReactNode } from 'react';
import { Button, ErrorBox, PageContainer } from 'shared';
import { messages } from '../messages.ts';

interface Props {
  remote: string;
  onRetry: () => void;
  children: ReactNode;
}

export class RemoteErrorBoundary extends Component<Props, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(`Remote ${this.props.remote} failed`, error);
  }

  // The parent remounts the boundary (new key) with a fresh lazy page.
  private retry = () => this.props.onRetry();

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <PageContainer data-remote-error={this.props.remote}>
        <ErrorBox>{messages.common.remoteUnavailable}</ErrorBox>
        <Button onClick={this.retry}>{messages.common.retry}</Button>
      </PageContainer>
    );
  }
}
