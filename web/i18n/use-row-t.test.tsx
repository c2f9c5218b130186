import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApp } from '@web/test/render';
import de from './de.json';
import { i18n } from './i18n';
import { useRowT } from './use-row-t';

function Greeting() {
  const t = useRowT();
  return <p>{t('footer.moreTlds')}</p>;
}

describe('useRowT', () => {
  afterEach(async () => {
    await act(() => i18n.changeLanguage('en'));
  });

  it('translates in the current language and follows a change of language', async () => {
    i18n.addResourceBundle('de', 'translation', de, true, true);
    renderWithApp(<Greeting />);
    const english = i18n.getFixedT('en')('footer.moreTlds');
    const german = i18n.getFixedT('de')('footer.moreTlds');
    expect(english).not.toBe(german);
    expect(screen.getByText(english)).toBeTruthy();
    await act(() => i18n.changeLanguage('de'));
    expect(screen.getByText(german)).toBeTruthy();
    await act(() => i18n.changeLanguage('en'));
    expect(screen.getByText(english)).toBeTruthy();
  });
});
