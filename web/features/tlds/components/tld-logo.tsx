import { useState } from 'react';
import { Badge } from '@mantine/core';
import { tldLogoWidth } from '@web/lib/tld-logo-box';

/** A TLD's logo, or its name in a badge when there is none or the image does not load. */
export function TldLogo({ tldUtf8, logoPath, size = 56 }: { tldUtf8: string; logoPath: string | undefined; size?: number }) {
  const [failed, setFailed] = useState(false);
  if (logoPath && !failed) {
    return (
      <img
        src={logoPath}
        alt=""
        width={tldLogoWidth(size)}
        height={size}
        style={{ height: size, width: 'auto', display: 'block' }}
        onError={() => setFailed(true)}
      />
    );
  }
  return (
    <Badge size="xl" radius="md" variant="light" tt="none" h={size} style={{ fontSize: size * 0.42 }} aria-hidden>
      .<bdi>{tldUtf8}</bdi>
    </Badge>
  );
}
