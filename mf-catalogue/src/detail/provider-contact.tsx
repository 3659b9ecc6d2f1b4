// The provider's contact block on the tool detail page (SPEC §2): company name, e-mail, phone, website, logo.
import styled from 'styled-components';
import { theme, type Provider } from 'shared';
import { messages } from '../messages.ts';
import { ClaimCompany } from './claim-company.tsx';
import { ToolUrlLink } from './tool-url-link.tsx';

const text = messages.catalogue.detail;

export function ProviderContact({ provider }: { provider: Provider }) {
  return (
    <Block aria-labelledby="catalogue-provider-title">
      <h2 id="catalogue-provider-title">{text.provider}</h2>
      <Content>
        {provider.logoUrl && <Logo src={provider.logoUrl} alt={text.providerLogo(provider.name)} width={96} height={96} loading="lazy" />}
        <dl>
          <dt>{text.providerName}</dt>
          <dd>{provider.name}</dd>
          {provider.email && (
            <>
              <dt>{text.providerEmail}</dt>
              <dd>
                <a href={`mailto:${provider.email}`}>{provider.email}</a>
              </dd>
            </>
          )}
          {provider.telephone && (
            <>
              <dt>{text.providerPhone}</dt>
              <dd>
                <a href={`tel:${provider.telephone.replace(/[^\d+]/g, '')}`}>{provider.telephone}</a>
              </dd>
            </>
          )}
          {provider.url && (
            <>
              <dt>{text.providerWebsite}</dt>
              <dd>
                <ToolUrlLink url={provider.url}>{provider.url.replace(/^https?:\/\//i, '')}</ToolUrlLink>
              </dd>
            </>
          )}
        </dl>
      </Content>
      {/* A listed company without an account can be claimed by whoever runs it. */}
      {provider.user_id === null && <ClaimCompany providerId={provider.id} providerName={provider.name} />}
    </Block>
  );
}

const Block = styled.section`
  padding: ${theme.space(4)};
  background: ${theme.colour.surface};
  border-radius: ${theme.radius.large};
  box-shadow: ${theme.shadow};
  h2 {
    margin: 0 0 ${theme.space(3)};
    font-size: ${theme.font.size.large};
  }
`;

const Content = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(4)};
  align-items: flex-start;
  dl {
    width: 100%;
    margin: 0;
    display: grid;
    grid-template-columns: auto minmax(0, 1fr);
    gap: ${theme.space(1)} ${theme.space(3)};
  }
  dt {
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: break-word;
    min-width: 0;
  }
`;

const Logo = styled.img`
  flex: none;
  width: 96px;
  height: 96px;
  object-fit: contain;
  border-radius: ${theme.radius.medium};
  background: ${theme.colour.background};
`;
