// The filter box of the home page (SPEC §2): event process, origin country and keywords, then 'Zoek'.
// The choices are a draft until 'Zoek' replaces the filter map of the context.
import { useEffect, useMemo, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { api, Button, capitalize, countryOptions, EVENT_PHASES, KEYWORD_LIST_LIMIT, theme, type Keyword } from 'shared';
import { messages } from '../messages.ts';
import { MultiSelect, type SelectOption } from '../multi-select/multi-select.tsx';
import { useSearchFilters, type FilterKey, type SearchFilters } from './filter-context.tsx';

const text = messages.catalogue.search;

function useKeywordOptions(): SelectOption[] {
  const [options, setOptions] = useState<SelectOption[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    api
      .list<Keyword>('keywords', { limit: KEYWORD_LIST_LIMIT, offset: 0 }, { signal: controller.signal })
      .then((page) => setOptions(page.data.map((keyword) => ({ value: String(keyword.id), label: capitalize(keyword.name) }))))
      // Without keywords the filter simply offers none; the tool list reports connection problems.
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return options;
}

export function SearchFilterBox() {
  const { filters, replaceFilters } = useSearchFilters();
  const [draft, setDraft] = useState<SearchFilters>(filters);
  const keywordOptions = useKeywordOptions();
  const countries = useMemo(() => countryOptions(), []);

  const set = (key: FilterKey) => (values: string[]) => setDraft((current) => ({ ...current, [key]: values }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    replaceFilters(draft);
  };

  return (
    <Box onSubmit={submit} aria-labelledby="catalogue-filter-title" role="search">
      <h2 id="catalogue-filter-title">{text.filterTitle}</h2>
      <Fields>
        <MultiSelect
          label={text.filterEventProcess}
          options={EVENT_PHASES}
          selected={draft.eventprocess}
          onChange={set('eventprocess')}
          placeholder={text.filterPlaceholder}
        />
        <MultiSelect
          label={text.filterOrigin}
          options={countries}
          selected={draft.origin}
          onChange={set('origin')}
          placeholder={text.filterPlaceholder}
        />
        <MultiSelect
          label={text.filterKeywords}
          options={keywordOptions}
          selected={draft.keywords}
          onChange={set('keywords')}
          placeholder={text.filterPlaceholder}
        />
        <Button type="submit">{text.searchButton}</Button>
      </Fields>
    </Box>
  );
}

const Box = styled.form`
  margin: 0 0 ${theme.space(6)};
  padding: ${theme.space(4)};
  background: ${theme.colour.surface};
  border-radius: ${theme.radius.large};
  box-shadow: ${theme.shadow};
  h2 {
    margin: 0 0 ${theme.space(3)};
    font-size: ${theme.font.size.large};
  }
`;

const Fields = styled.div`
  display: grid;
  gap: ${theme.space(4)};
  grid-template-columns: minmax(0, 1fr);
  align-items: end;
  @media (min-width: ${theme.breakpoint.desktop}) {
    grid-template-columns: repeat(3, minmax(0, 1fr)) auto;
  }
`;
