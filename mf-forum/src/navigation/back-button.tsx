import { Button } from 'shared';
import { messages } from '../messages.ts';
import { useGoBack } from './forum-navigation.ts';

export function BackButton() {
  const goBack = useGoBack();
  return (
    <Button $variant="secondary" onClick={goBack}>
      <span aria-hidden="true">←</span> {messages.forum.back}
    </Button>
  );
}
