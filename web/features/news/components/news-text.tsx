import { Text } from '@mantine/core';
import { newsParagraphs } from '../news-text';

/** A news text as paragraphs of plain text; React escapes it, so markup in it stays text. */
export function NewsText({ text }: { text: string }) {
  return (
    <>
      {newsParagraphs(text).map((paragraph, index) => (
        <Text key={index} mb="sm" maw="45rem" style={{ whiteSpace: 'pre-line' }}>
          {paragraph}
        </Text>
      ))}
    </>
  );
}
