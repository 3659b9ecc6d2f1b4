// The search box of the home page: free text, a sort order, and the filter box of SPEC §2 (event process, origin
// country, keywords, then 'Zoek'). Every filter takes effect at once, like the sort and the phase tiles
// (docs/decisions/0022-finding-tools.md, amendment 'One behaviour for every filter'): a choice in a filter is a
// search, with its own history entry. The text is searched once the visitor pauses typing; 'Zoek' (or Enter)
// searches it without the wait. On a phone the three filters fold away behind one button, so the first cards stay
// on the first screen.
import { useCallback, useEffect, useId, useMemo, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  api,
  Button,
  capitalize,
  countryName,
  countryOptions,
  EVENT_PHASES,
  KEYWORD_LIST_LIMIT,
  theme,
  TOOL_SEARCH_DEBOUNCE_MS,
  TOOL_SEARCH_MAX,
  useSearchField,
  VisuallyHidden,
  type AiTool,
  type Keyword,
  type ToolCountry,
  type ToolSort,
} from 'shared';
import { messages } from '../messages.ts';
import { MultiSelect, type SelectOption } from '../multi-select/multi-select.tsx';
import type { FilterKey, SearchAddress, ToolSearchState } from './search-address.ts';

const text = messages.catalogue.search;
const SUGGESTIONS = 5;

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

/**
 * The countries that have approved tools first, the most first, each with its number ('België (12)'); then every
 * other country with '(0)', so a visitor who looks for one finds it and sees that no tool comes from it yet.
 * Until the numbers are in (or when they cannot be read) the list is the plain one.
 */
export function countryOptionsWithCounts(counts: readonly ToolCountry[]): SelectOption[] {
  const all = countryOptions();
  if (counts.length === 0) return all;
  const label = new Map(all.map((option) => [option.value, option.label]));
  const counted = new Set(counts.map((country) => country.origin));
  const collator = new Intl.Collator('nl');
  const withTools = counts
    .filter((country) => label.has(country.origin))
    .map((country) => ({ value: country.origin, label: label.get(country.origin)!, detail: countText(country.count), count: country.count }))
    .sort((a, b) => b.count - a.count || collator.compare(a.label, b.label))
    .map(({ value, label: name, detail }) => ({ value, label: name, detail }));
  const rest = all
    .filter((option) => !counted.has(option.value))
    .sort((a, b) => collator.compare(a.label, b.label))
    .map((option) => ({ ...option, detail: countText(0) }));
  return [...withTools, ...rest];
}

const countText = messages.catalogue.multiSelect.toolCount;

function useCountryOptions(chosen: readonly string[]): { options: SelectOption[]; wanted(): void } {
  const [counts, setCounts] = useState<ToolCountry[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    api
      .list<ToolCountry>('aiTools/countries', undefined, { signal: controller.signal })
      .then((page) => setCounts(page.data))
      // Without the numbers the filter offers every country, unnumbered; the tool list reports connection problems.
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  // Naming some 250 countries costs 50-80 ms on the 2-core machine (the browser's locale data loads for it), four
  // times that on a phone, for a list that shows only when it is opened (decision 0034). So until the visitor reaches
  // for the filter (pointer over it, focus in it: both come before it can open), the list holds just the chosen
  // countries, for their chips.
  const [whole, setWhole] = useState(false);
  const wanted = useCallback(() => setWhole(true), []);
  const list = useMemo(() => (whole ? countryOptionsWithCounts(counts) : null), [whole, counts]);
  return { options: list ?? chosen.map((code) => ({ value: code, label: countryName(code) })), wanted };
}

/**
 * Whether the three filters start unfolded on a phone: when one of them is in use. On a wide screen they always show
 * and the fold button does not (the styles below), so the page renders the same on the server as in any browser.
 */
function startsUnfolded(search: ToolSearchState): boolean {
  return search.eventprocess.length + search.origin.length + search.keywords.length > 0;
}

export interface SearchFilterBoxProps {
  address: SearchAddress;
  /** The best matches of the current text, offered as suggestions while typing. */
  matches: AiTool[];
}

export function SearchFilterBox({ address, matches }: SearchFilterBoxProps) {
  const { search, go } = address;
  const id = useId();
  // What is typed stays while the address it sent arrives; the back button or 'Filters wissen' show in it.
  const { typed, setTyped, sending } = useSearchField(search.text);
  const [unfolded, setUnfolded] = useState(() => startsUnfolded(search));
  const keywordOptions = useKeywordOptions();
  const countries = useCountryOptions(search.origin);

  const searchWith = useCallback(
    (next: ToolSearchState, options?: { replace?: boolean }) => {
      sending(next.text);
      go(next, options);
    },
    [go, sending],
  );

  // Typing searches once the visitor pauses; typing on replaces that history entry instead of adding one per word.
  useEffect(() => {
    if (typed === search.text) return;
    const timer = setTimeout(() => searchWith({ ...search, text: typed }, { replace: search.text.trim() !== '' && typed.trim() !== '' }), TOOL_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, search, searchWith]);

  // A filter's choice searches at once, with the text as typed so far.
  const set = (key: FilterKey) => (values: string[]) => searchWith({ ...search, text: typed, [key]: values });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    searchWith({ ...search, text: typed });
  };
  const sortOptions = (typed.trim() === '' ? (['name', 'newest', 'rating'] as const) : (['relevance', 'name', 'newest', 'rating'] as const)).map(
    (sort) => ({ value: sort, label: text.sort[sort] }),
  );
  const shownSort: ToolSort = search.sort ?? (search.text.trim() === '' ? 'name' : 'relevance');
  const activeFilters = search.eventprocess.length + search.origin.length + search.keywords.length;
  const suggestions = typed.trim() === '' ? [] : matches.slice(0, SUGGESTIONS);

  return (
    <Box onSubmit={submit} aria-labelledby={`${id}-title`} role="search">
      <VisuallyHidden as="h2" id={`${id}-title`}>
        {text.filterTitle}
      </VisuallyHidden>
      <TextRow>
        <Field $grow>
          <label htmlFor={`${id}-text`}>{text.textLabel}</label>
          <TextInput
            id={`${id}-text`}
            type="search"
            value={typed}
            maxLength={TOOL_SEARCH_MAX}
            placeholder={text.textPlaceholder}
            autoComplete="off"
            list={`${id}-suggestions`}
            onChange={(event) => setTyped(event.target.value)}
          />
          <datalist id={`${id}-suggestions`}>
            {suggestions.map((tool) => (
              <option key={tool.id} value={tool.name} />
            ))}
          </datalist>
        </Field>
        <Field>
          <label htmlFor={`${id}-sort`}>{text.sortLabel}</label>
          <SortSelect
            id={`${id}-sort`}
            value={shownSort}
            onChange={(event) => searchWith({ ...search, text: typed, sort: event.target.value as ToolSort })}
          >
            {sortOptions.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </SortSelect>
        </Field>
        <FoldButton type="button" $variant="secondary" aria-expanded={unfolded} aria-controls={`${id}-filters`} onClick={() => setUnfolded(!unfolded)}>
          {text.moreFilters(activeFilters)}
        </FoldButton>
      </TextRow>
      <Filters id={`${id}-filters`} $unfolded={unfolded}>
        <MultiSelect
          label={text.filterEventProcess}
          options={EVENT_PHASES}
          selected={search.eventprocess}
          onChange={set('eventprocess')}
          placeholder={text.filterPlaceholder}
        />
        <MultiSelect label={text.filterOrigin} options={countries.options} onIntent={countries.wanted} selected={search.origin} onChange={set('origin')} placeholder={text.filterPlaceholder} />
        <MultiSelect
          label={text.filterKeywords}
          options={keywordOptions}
          selected={search.keywords}
          onChange={set('keywords')}
          placeholder={text.filterPlaceholder}
        />
        <Button type="submit">{text.searchButton}</Button>
      </Filters>
    </Box>
  );
}

const Box = styled.form`
  margin: 0 0 ${theme.space(2)};
  padding: ${theme.space(3)} ${theme.space(4)};
  background: ${theme.colour.surface};
  border-radius: ${theme.radius.large};
  box-shadow: ${theme.shadow};
  /* a phone: the box stays low so the first cards are on the first screen */
  @media (max-width: calc(${theme.breakpoint.tablet} - 1px)) {
    margin-bottom: ${theme.space(1.5)};
    padding: ${theme.space(2)} ${theme.space(3)};
  }
  /* one row on a wide screen: text, sort, the three filters, 'Zoek' */
  @media (min-width: ${theme.breakpoint.desktop}) {
    display: grid;
    grid-template-columns: minmax(12rem, 1.4fr) 9.5rem repeat(3, minmax(0, 1fr)) auto;
    align-items: end;
    gap: ${theme.space(3)};
  }
`;

const TextRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${theme.space(3)};
  @media (min-width: ${theme.breakpoint.desktop}) {
    display: contents;
  }
`;

const Field = styled.div<{ $grow?: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1)};
  flex: ${({ $grow }) => ($grow ? '1 1 16rem' : '0 1 auto')};
  label {
    font-weight: 600;
  }
  /* On a phone the search field's placeholder and the search landmark say what it is; its label is heard, not shown,
     so the first cards fit the first screen. */
  @media (max-width: calc(${theme.breakpoint.tablet} - 1px)) {
    label {
      ${({ $grow }) => ($grow ? 'position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap;' : '')}
    }
  }
`;

const control = `
  min-height: 44px;
  padding: ${theme.space(2)} ${theme.space(3)};
  font: inherit;
  background: ${theme.colour.surface};
  border: 1px solid ${theme.colour.border};
  border-radius: ${theme.radius.medium};
`;

const TextInput = styled.input`
  ${control}
  width: 100%;
`;

const SortSelect = styled.select`
  ${control}
  width: 100%;
`;

const FoldButton = styled(Button)`
  @media (min-width: ${theme.breakpoint.desktop}) {
    display: none;
  }
`;

const Filters = styled.div<{ $unfolded: boolean }>`
  display: ${({ $unfolded }) => ($unfolded ? 'grid' : 'none')};
  gap: ${theme.space(3)};
  margin-top: ${theme.space(3)};
  grid-template-columns: minmax(0, 1fr);
  align-items: end;
  @media (min-width: ${theme.breakpoint.desktop}) {
    display: contents;
  }
`;
