// Route '/providers' ('Provider beheer', SPEC §2 "Providers list"): the table of providers (logo, name, origin,
// website, telephone, e-mail, state, details); an admin sees all of them, a provider its own; a button to
// /provider/new.
import styled from 'styled-components';
import { api, ButtonRouterLink, ButtonRow, countryName, describeApiError, ErrorBox, PageContainer, PageIntro, PageTitle, requestIdOf, Spinner, stackedTableOnPhone, theme, useQuery, webUrlHref, type Provider } from 'shared';
import { Link, useAuthSession } from 'shared-core';
import { messages } from '../messages.ts';
import { ProviderStateLabel } from '../providers/provider-state.tsx';

const text = messages.account.providers;

export default function ProvidersPage() {
  const isAdmin = useAuthSession((session) => session.roles.includes('admin'));
  const providers = useQuery(['providers', isAdmin], async (signal) => api.list<Provider>(isAdmin ? 'providers' : 'providers/mine', undefined, { signal }));
  const columns = text.columns;
  return (
    <PageContainer>
      <PageTitle>{messages.account.pageTitles.providers}</PageTitle>
      <PageIntro>{isAdmin ? text.intro.admin : text.intro.provider}</PageIntro>
      <ButtonRow>
        <ButtonRouterLink to="/provider/new">{text.add}</ButtonRouterLink>
      </ButtonRow>
      {providers.status === 'loading' && providers.data === undefined && <Spinner label={text.loading} />}
      {providers.status === 'failed' && <ErrorBox requestId={requestIdOf(providers.error)}>{messages.errors.providerLoad(describeApiError(providers.error))}</ErrorBox>}
      {providers.data?.count === 0 && <p>{text.empty}</p>}
      {providers.data && providers.data.count > 0 && (
        <TableWrap>
          <table>
            <caption>{messages.account.pageTitles.providers}</caption>
            <thead>
              <tr>
                {[columns.logo, columns.name, columns.origin, columns.website, columns.telephone, columns.email, columns.state, columns.details].map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {providers.data.data.map((provider) => (
                <tr key={provider.id}>
                  <td>{provider.logoUrl && <img src={webUrlHref(provider.logoUrl)} alt={text.logoOf(provider.name)} width={48} height={48} loading="lazy" />}</td>
                  <th scope="row">{provider.name}</th>
                  <td>{countryName(provider.country)}</td>
                  <td>
                    <a href={webUrlHref(provider.url)} target="_blank" rel="noopener noreferrer">
                      {provider.url}
                    </a>
                  </td>
                  <td>{provider.telephone}</td>
                  <td>{provider.email}</td>
                  <td>
                    <ProviderStateLabel provider={provider} />
                  </td>
                  <td>
                    <Link to={`/provider/${provider.id}`} aria-label={text.details(provider.name)}>
                      {columns.details}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
    </PageContainer>
  );
}

const TableWrap = styled.div`
  overflow-x: auto;
  margin-top: ${theme.space(4)};
  table {
    width: 100%;
    border-collapse: collapse;
    background: ${theme.colour.surface};
  }
  caption {
    text-align: left;
    font-weight: 700;
    padding: ${theme.space(2)} 0;
  }
  th,
  td {
    padding: ${theme.space(2)} ${theme.space(3)};
    border-bottom: 1px solid ${theme.colour.border};
    text-align: left;
    vertical-align: middle;
  }
  img {
    object-fit: contain;
  }
  /* Website and e-mail are single long tokens: they may wrap anywhere rather than widen the table. */
  td:nth-child(4),
  td:nth-child(6) {
    overflow-wrap: anywhere;
  }
  ${stackedTableOnPhone(Object.values(text.columns))}
`;
