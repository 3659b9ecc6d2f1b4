// SPEC §2 footer: links, contact, partner and sponsor logos, funding and realisation, copyright. The contact
// addresses, the organisations and the texts are what the admins wrote on /settings (decision 0022); a part nobody wrote
// is left out, never filled with a stand-in.
import styled from 'styled-components';
import { theme, type Organisation } from 'shared';
import { Link } from 'shared-core';
import { messages } from '../messages.ts';
import { useSiteContent } from '../content/use-site-content.ts';

function OrganisationLogo({ organisation }: { organisation: Organisation }) {
  const text = messages.shell.footer;
  // A logo the site could not fetch from its old address was cleared (decision 0023): the name stands in for it.
  const logo =
    organisation.logoUrl === '' ? (
      <NameInstead>{organisation.name}</NameInstead>
    ) : (
      <img src={organisation.logoUrl} alt={text.organisationLogo(organisation.name, text.kinds[organisation.kind])} width={120} height={42} loading="lazy" />
    );
  return organisation.url === '' ? logo : <a href={organisation.url} target="_blank" rel="noopener noreferrer">{logo}</a>;
}

const Wrapper = styled.footer`
  margin-top: ${theme.space(10)};
  background: ${theme.colour.primaryHover};
  color: #fff;
  a { color: #fff; }
  h2 { font-size: ${theme.font.size.normal}; margin: 0 0 ${theme.space(2)}; }
  ul { list-style: none; margin: 0; padding: 0; }
  li { margin-bottom: ${theme.space(1.5)}; }
`;

const Columns = styled.div`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: ${theme.space(8)} ${theme.space(4)} ${theme.space(4)};
  display: grid;
  gap: ${theme.space(6)};
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 220px), 1fr));
`;

const Logos = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(3)};
  img { display: block; width: 120px; height: auto; background: #fff; border-radius: ${theme.radius.medium}; }
`;

const NameInstead = styled.span`
  display: block;
  width: 120px;
  padding: ${theme.space(1)};
  border: 1px solid rgba(255, 255, 255, 0.5);
  border-radius: ${theme.radius.medium};
  font-size: ${theme.font.size.small};
`;

const SmallPrint = styled.div`
  max-width: ${theme.maxWidth};
  margin: 0 auto;
  padding: ${theme.space(4)};
  border-top: 1px solid rgba(255, 255, 255, 0.25);
  font-size: ${theme.font.size.small};
  p { margin: 0 0 ${theme.space(2)}; }
`;

export function Footer() {
  const text = messages.shell.footer;
  const content = useSiteContent();
  return (
    <Wrapper aria-label={text.label}>
      <Columns>
        <section>
          <h2>{text.linksTitle}</h2>
          <ul>
            <li><Link to="/">{text.roadmap}</Link></li>
            <li><Link to="/forum">{text.forum}</Link></li>
            <li><Link to="/account">{text.account}</Link></li>
            <li><Link to="/FAQ">{text.faq}</Link></li>
            <li><Link to="/about">{text.about}</Link></li>
            <li><Link to="/disclaimer">{text.disclaimer}</Link></li>
            <li><Link to="/privacy">{text.privacy}</Link></li>
            {content.publicFigures === true && <li><Link to="/cijfers">{text.figures}</Link></li>}
          </ul>
        </section>
        {content.contacts.length > 0 && (
          <section>
            <h2>{text.contactTitle}</h2>
            <ul>
              {content.contacts.map((contact) => (
                <li key={contact.email}>
                  {contact.label}: <a href={`mailto:${contact.email}`}>{contact.email}</a>
                </li>
              ))}
            </ul>
          </section>
        )}
        {content.organisations.length > 0 && (
          <section>
            <h2>{text.partnersTitle}</h2>
            <Logos>
              {content.organisations.map((organisation) => (
                <li key={`${organisation.kind}-${organisation.name}`}>
                  <OrganisationLogo organisation={organisation} />
                </li>
              ))}
            </Logos>
          </section>
        )}
      </Columns>
      <SmallPrint>
        {content.funding !== '' && <p>{content.funding}</p>}
        {content.realisation !== '' && <p>{content.realisation}</p>}
        <p>{text.copyright(new Date().getFullYear(), messages.shell.projectName)}</p>
      </SmallPrint>
    </Wrapper>
  );
}
