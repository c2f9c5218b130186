import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './navigation-progress.module.css';

/** How long the finished bar stays visible before it fades out. */
const DONE_VISIBLE_MS = 300;

type Phase = 'idle' | 'running' | 'done';

/**
 * A thin bar at the top of the window while a page loads (spec §2.3: it starts when the page is
 * left and ends when the next one is ready). It creeps towards the end and completes when the
 * work is done, like the bars users know from other sites.
 */
export function NavigationProgress({ active }: { active: boolean }) {
  const { t } = useTranslation();
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    if (active) {
      setPhase('running');
      return;
    }
    setPhase((current) => (current === 'running' ? 'done' : current));
    const timer = setTimeout(() => setPhase('idle'), DONE_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [active]);

  if (phase === 'idle') return null;
  return (
    <div className={classes.track} role="progressbar" aria-label={t('app.pageLoading')} aria-busy={phase === 'running'}>
      <div className={classes.bar} data-phase={phase} />
    </div>
  );
}
