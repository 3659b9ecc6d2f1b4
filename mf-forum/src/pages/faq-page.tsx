// Route '/FAQ': the FAQ list (SPEC §2 "FAQ"). Router-less: the shell's router renders it. Admins add, edit and
// remove FAQs through one popup (faq-dialog.tsx); the API lets only them.
import { useState } from 'react';
import styled from 'styled-components';
import { BackButton, Button, CardList, describeApiError, ErrorBox, PageContainer, PageTitle, requestIdOf, Spinner, theme } from 'shared';
import { useAuthSession } from 'shared-core';
import { messages } from '../messages.ts';
import { FaqDialog, type FaqDialogMode } from '../faq/faq-dialog.tsx';
import { FaqItem } from '../faq/faq-item.tsx';
import { useFaqs } from '../faq/use-faqs.ts';

const text = messages.forum.faq;

function FaqContent({ onDialog }: { onDialog?: (dialog: FaqDialogMode) => void }) {
  const faqs = useFaqs();
  if (faqs.status === 'loading') return <Spinner label={text.loading} />;
  if (faqs.status === 'failed') return <ErrorBox requestId={requestIdOf(faqs.error)}>{describeApiError(faqs.error)}</ErrorBox>;
  if (faqs.data.length === 0) return <p>{text.empty}</p>;
  return (
    <CardList>
      {faqs.data.map((faq) => (
        <FaqItem
          key={faq.id}
          faq={faq}
          onEdit={onDialog && (() => onDialog({ mode: 'edit', faq }))}
          onRemove={onDialog && (() => onDialog({ mode: 'remove', faq }))}
        />
      ))}
    </CardList>
  );
}

export default function FaqPage() {
  const isAdmin = useAuthSession((session) => session.accessToken !== null && session.roles.includes('admin'));
  const [dialog, setDialog] = useState<FaqDialogMode | null>(null);
  return (
    <PageContainer>
      <PageTitle>{text.title}</PageTitle>
      {isAdmin && (
        <AddRow>
          <Button onClick={() => setDialog({ mode: 'create' })}>{text.add}</Button>
        </AddRow>
      )}
      <FaqContent onDialog={isAdmin ? setDialog : undefined} />
      {dialog && <FaqDialog dialog={dialog} onClose={() => setDialog(null)} />}
      <Footer>
        <BackButton />
      </Footer>
    </PageContainer>
  );
}


const AddRow = styled.div`
  margin-bottom: ${theme.space(4)};
`;

const Footer = styled.div`
  margin-top: ${theme.space(6)};
`;
