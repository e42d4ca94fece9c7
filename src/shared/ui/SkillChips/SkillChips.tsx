import type { ReactNode } from 'react';
import { localizeRule } from '@/shared/i18n';
import { chipsThatFit } from '@/shared/lib/chips';
import { cx } from '../cx';
import styles from './SkillChips.module.css';

export interface SkillChipsProps {
  /** Reference skill names, shown in the page's language. */
  skills: readonly string[];
  /** A card in a list: on a phone the skills that fit about two lines, then `more` (CSS does it, the server cannot know the width). */
  compact?: boolean;
  /** The '+N more' chip's text. */
  more: (count: number) => string;
  /** Shown instead of the chips when there are none. */
  empty: ReactNode;
}

/** A card's skills as pills (composed from shared/ui/styles/card.module.css, so a compact card's phone rules apply). */
export function SkillChips({ skills, compact = false, more, empty }: SkillChipsProps) {
  if (skills.length === 0) return empty;
  const phoneSkills = compact ? chipsThatFit(skills.map((skill) => localizeRule(skill))) : skills.length;
  return (
    <ul className={styles.skills}>
      {skills.map((skill, index) => (
        <li key={skill} className={cx(styles.skill, index >= phoneSkills && styles.extraSkill)} dir="auto">
          {localizeRule(skill)}
        </li>
      ))}
      {compact && skills.length > phoneSkills && <li className={cx(styles.skill, styles.moreSkills)}>{more(skills.length - phoneSkills)}</li>}
    </ul>
  );
}
