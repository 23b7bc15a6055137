import { bnBD as mui } from '@mui/material/locale';
import { bnBD } from '../mui-bn';

type Props = Record<string, unknown>;
const props = (locale: typeof mui, component: string) => (locale.components as Record<string, { defaultProps: Props }>)[component]?.defaultProps ?? {};

// The app's copy of MUI's Bangla texts says what MUI's own says, word for word and number for number.
describe("MUI's Bangla texts", () => {
  const components = Object.keys(mui.components ?? {});

  it('names the same components and the same texts', () => {
    expect(Object.keys(bnBD.components ?? {})).toEqual(components);
    for (const component of components) {
      const ours = props(bnBD, component);
      const theirs = props(mui, component);
      expect(Object.keys(ours), component).toEqual(Object.keys(theirs));
      for (const [key, value] of Object.entries(theirs)) if (typeof value === 'string') expect(ours[key], `${component}.${key}`).toBe(value);
    }
  });

  it('reads out page buttons, ratings and row ranges as MUI does', () => {
    const call = (component: string, key: string, ...args: unknown[]) => [
      (props(bnBD, component)[key] as (...a: unknown[]) => string)(...args),
      (props(mui, component)[key] as (...a: unknown[]) => string)(...args),
    ];
    for (const type of ['first', 'last', 'next', 'previous']) {
      const [ours, theirs] = call('MuiTablePagination', 'getItemAriaLabel', type);
      expect(ours).toBe(theirs);
    }
    for (const args of [['page', 3, true], ['page', 3, false], ['next', null, false], ['previous', null, false]]) {
      const [ours, theirs] = call('MuiPagination', 'getItemAriaLabel', ...args);
      expect(ours).toBe(theirs);
    }
    for (const range of [{ from: 1, to: 20, count: 145 }, { from: 21, to: 40, count: -1 }]) {
      const [ours, theirs] = call('MuiTablePagination', 'labelDisplayedRows', { ...range, page: 0 });
      expect(ours).toBe(theirs);
      expect(ours).toMatch(/[০-৯]/);
    }
    const [ours, theirs] = call('MuiRating', 'getLabelText', 4);
    expect(ours).toBe(theirs);
  });
});
