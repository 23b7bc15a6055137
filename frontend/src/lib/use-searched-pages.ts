import { useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

/**
 * A searched list's state, server-paged: the search box's text, the page (1-based) and what to ask the server
 * (`query`: the trimmed search once the typing pauses, and the page). A new search starts again at the first page.
 */
export function useSearchedPages() {
  const [search, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const query = { search: useDebouncedValue(search.trim()), page };
  const setSearch = (value: string) => {
    setSearchText(value);
    setPage(1);
  };
  return { search, setSearch, page, setPage, query };
}
