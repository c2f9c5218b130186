import { useState } from 'react';
import { Badge } from '@mantine/core';
import { tldLogoWidth } from '@web/lib/tld-logo-box';

interface TldMarkProps {
  /** The TLD as people read it (U-label), without the dot. */
  tldUtf8: string;
  logoPath: string | null;
  /** Height of the logo in pixels. */
  size?: number;
}

/** A TLD's logo, or its name in a badge when it has none or the image does not load. */
export function TldMark({ tldUtf8, logoPath, size = 40 }: TldMarkProps) {
  const [failed, setFailed] = useState(false);
  if (logoPath && !failed) {
    return (
      <img
        src={logoPath}
        alt={`.${tldUtf8}`}
        width={tldLogoWidth(size)}
        height={size}
        style={{ height: size, width: 'auto', display: 'block' }}
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <Badge size="xl" radius="md" variant="light" tt="none" h={size} style={{ fontSize: size * 0.45 }}>
      .<bdi>{tldUtf8}</bdi>
    </Badge>
  );
}
