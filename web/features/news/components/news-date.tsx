import { Text, type TextProps } from '@mantine/core';
import { useLocalization } from '@web/features/session/hooks/use-session';
import { formatNewsDate } from '../news-text';

export function NewsDate({ iso, ...props }: { iso: string } & TextProps) {
  const { language } = useLocalization();
  return (
    <Text size="sm" c="dimmed" {...props}>
      <time dateTime={iso}>{formatNewsDate(iso, language)}</time>
    </Text>
  );
}
