import { accounts } from './accounts';
import { common } from './common';
import { content } from './content';
import { econsultation } from './econsultation';
import { freelancers } from './freelancers';
import { layout } from './layout';
import { pages } from './pages';
import { sessions } from './sessions';
import { ui } from './ui';
import { vacancies } from './vacancies';

/** The English catalog: one object per area, merged. Keys must not collide. */
export const en = {
  ...common,
  ...layout,
  ...ui,
  ...freelancers,
  ...accounts,
  ...vacancies,
  ...content,
  ...econsultation,
  ...sessions,
  ...pages,
} as const;
