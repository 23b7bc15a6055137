import { useDataSaverStore } from '../data-saver';
import i18n, { LANGUAGE_COOKIE } from '../i18n';

const cookies = (): Record<string, string> => Object.fromEntries(document.cookie.split('; ').filter(Boolean).map((pair) => pair.split('=') as [string, string]));

describe('the choices the server needs travel as cookies', () => {
  afterEach(async () => {
    useDataSaverStore.getState().choose(false);
    await i18n.changeLanguage('en');
  });

  it('the data saver: set when chosen, gone when turned off', () => {
    useDataSaverStore.getState().choose(true);
    expect(cookies().mon_data_saver).toBe('1');
    useDataSaverStore.getState().choose(false);
    expect(cookies()).not.toHaveProperty('mon_data_saver');
  });

  it('the language the visitor chose', async () => {
    await i18n.changeLanguage('bn');
    expect(cookies()[LANGUAGE_COOKIE]).toBe('bn');
    await i18n.changeLanguage('en');
    expect(cookies()[LANGUAGE_COOKIE]).toBe('en');
  });
});
