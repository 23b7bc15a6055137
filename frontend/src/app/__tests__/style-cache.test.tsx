import { CacheProvider } from '@emotion/react';
import Box from '@mui/material/Box';
import { render } from '@testing-library/react';
import { createStyleCache } from '@/app/provider';

/** The CSS the cache put into the page. */
const insertedCss = (cache: ReturnType<typeof createStyleCache>) => cache.sheet.tags.map((tag) => tag.textContent).join('');

describe('the style cache', () => {
  it('writes standard properties without vendor prefixes, and user-select with the one Safari still needs', () => {
    const cache = createStyleCache(undefined);
    render(
      <CacheProvider value={cache}>
        <Box sx={{ display: 'flex', alignItems: 'center', userSelect: 'none', transition: 'opacity 1s' }}>Mon</Box>
      </CacheProvider>,
    );
    const css = insertedCss(cache);
    expect(css).toContain('display:flex;');
    expect(css).toContain('align-items:center;');
    expect(css).toContain('transition:opacity 1s;');
    expect(css).toContain('-webkit-user-select:none;user-select:none;');
    expect(css).not.toMatch(/-webkit-box|-ms-flex|-webkit-align-items|-webkit-transition|-moz-user-select/);
  });
});
