// Route '/FAQ': the FAQ list (SPEC §2 "FAQ"). Router-less: the shell's router renders it.
import styled from 'styled-components';
import { describeApiError, ErrorBox, PageContainer, PageTitle, Spinner, theme } from 'shared';
import { messages } from '../messages.ts';
import { FaqItem } from '../faq/faq-item.tsx';
import { useFaqs } from '../faq/use-faqs.ts';
import { BackButton } from '../navigation/back-button.tsx';

const text = messages.forum.faq;

function FaqContent() {
  const faqs = useFaqs();
  if (faqs.status === 'loading') return <Spinner label={text.loading} />;
  if (faqs.status === 'failed') return <ErrorBox>{describeApiError(faqs.error)}</ErrorBox>;
  if (faqs.data.length === 0) return <p>{text.empty}</p>;
  return (
    <Items>
      {faqs.data.map((faq) => (
        <FaqItem key={faq.id} faq={faq} />
      ))}
    </Items>
  );
}

export default function FaqPage() {
  return (
    <PageContainer>
      <PageTitle>{text.title}</PageTitle>
      <FaqContent />
      <Footer>
        <BackButton />
      </Footer>
    </PageContainer>
  );
}

const Items = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${theme.space(3)};
`;

const Footer = styled.div`
  margin-top: ${theme.space(6)};
`;
