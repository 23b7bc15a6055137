import { screen, within } from '@testing-library/react';
import i18n from '@/lib/i18n';
import { loginResponse } from '@/testing/mocks/data';
import { renderApp } from '@/testing/test-utils';

describe('admin subscriber list', () => {
  it('lists subscribers with their active state and total, and filters by search', async () => {
    const { user } = renderApp('/admin/subscriber-list', { session: loginResponse('ADMIN') });
    expect(await screen.findByRole('heading', { name: 'All Subscribers' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Subscribers' });
    expect(await within(table).findByText('rahima')).toBeInTheDocument();
    expect(within(table).getAllByText('Active')).toHaveLength(2); // column header + chip
    expect(within(table).getByText('Not active')).toBeInTheDocument();
    expect(screen.getByText('Total: 2')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Search for subscribers'), 'karim');
    expect(await screen.findByText('Total: 1')).toBeInTheDocument();
  });

  it('labels the pagination buttons in the current language', async () => {
    renderApp('/admin/subscriber-list', { session: loginResponse('ADMIN') });
    expect(await screen.findByRole('button', { name: 'Go to next page' })).toBeInTheDocument();
  });

  // MUI writes য় precomposed (U+09DF): compare in NFC.
  const named = (text: string) => (name: string) => name.normalize('NFC') === text.normalize('NFC');

  it('labels the pagination buttons in Bangla', async () => {
    await i18n.changeLanguage('bn');
    renderApp('/admin/subscriber-list', { session: loginResponse('ADMIN') });
    expect(await screen.findByRole('button', { name: named('পরবর্তী পৃষ্ঠায় যান') }, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: named('আগের পৃষ্ঠায় যান') })).toBeInTheDocument();
  });
});
