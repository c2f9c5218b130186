import { useEffect } from 'react';
import { Title, type TitleProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Sets the browser tab title to "<page> – <shop>". */
export function useDocumentTitle(title: string): void {
  const { t } = useTranslation();
  const appName = t('app.name');
  useEffect(() => {
    document.title = title ? `${title} – ${appName}` : appName;
  }, [title, appName]);
}

interface PageTitleProps extends Omit<TitleProps, 'order' | 'children'> {
  children: string;
}

/** The page's one h1, which also names the browser tab. */
export function PageTitle({ children, ...props }: PageTitleProps) {
  useDocumentTitle(children);
  return (
    <Title order={1} mb="md" {...props}>
      {children}
    </Title>
  );
}
