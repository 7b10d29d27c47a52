/**
 * Every page of the app in one list (spec §2): its path, what the header and the browser tab call
 * it, its icon, who may open it and where the Game Hub lists it. The route table (router.tsx),
 * the route titles and the Game Hub's links are all built from it, so a page is described once.
 */
import { APP_NAME, DRILLS, DRILL_IDS, GAMES, GAME_IDS, MESSAGES, type DrillId, type GameId } from '@slovo/shared';
import { isAdmin, type AuthUser } from '@/features/auth';
import { GAME_TEXT, currentLocale, messagesNow, useLocale, type Locale } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import {
  ClassesIcon,
  ComponentsIcon,
  DRILL_ICONS,
  GAME_ICONS,
  ReviewIcon,
  HomeIcon,
  MyVocabularyIcon,
  NotFoundIcon,
  StreakIcon,
  UsersIcon,
  VocabularyEditorIcon,
  type IconComponent,
} from '@/components/icons';
import { PAGE_TEXT } from './pages.i18n';

/** The pages' keys: the games' ids and the app's own pages. */
export type PageId =
  | GameId
  | DrillId
  | 'review'
  | 'home'
  | 'components'
  | 'myVocabulary'
  | 'stats'
  | 'classes'
  | 'classJoin'
  | 'class'
  | 'adminVocabulary'
  | 'adminUsers'
  | 'notFound';

/** Who may open a page; the router puts 'user' and 'admin' pages behind the matching guard. */
export type PageAccess = 'everyone' | 'user' | 'admin';

/** The Game Hub's groups: the games, the quick actions, and the tools (mine or admin, by access). */
export type HubGroup = 'games' | 'quick-actions' | 'tools';

export interface PageInfo {
  /** Its key in PAGES, which names its texts in each language (pageText). */
  id: PageId;
  path: string;
  /** The header title and document title (English; pageText gives them in the interface language). */
  title: string;
  /** The name on links to it; differs from the title only for Home, whose title is the product name. */
  name: string;
  /** Drawn as SVG (components/icons); a game's is GAME_ICONS', its catalogue emoji stays data only. */
  icon: IconComponent;
  access: PageAccess;
  /** Where the Game Hub links to it; null when it does not. */
  hub: HubGroup | null;
  /** Its address may go on with a category's key ("/my-vocabulary/travel"): the editors' selection. */
  categoryInPath?: boolean;
}

/** A game's page, as the shared game catalogue describes it. */
function gamePage(game: (typeof GAMES)[number]): PageInfo {
  return {
    id: game.id,
    path: game.path,
    title: game.title,
    name: game.title,
    icon: GAME_ICONS[game.id],
    access: 'everyone',
    hub: 'games',
  };
}

// Keyed by game id, in the catalogue's order (Home's grid and the Game Hub list them so).
const GAME_PAGES = Object.fromEntries(GAMES.map((game) => [game.id, gamePage(game)])) as Record<GameId, PageInfo>;

/** A drill's page (issue 33 §4): open to everyone, like the games; Home lists them under the games. */
const DRILL_PAGES = Object.fromEntries(
  DRILLS.map((drill) => [
    drill.id,
    {
      id: drill.id,
      path: drill.path,
      title: drill.title,
      name: drill.title,
      icon: DRILL_ICONS[drill.id],
      access: 'everyone',
      hub: null,
    },
  ]),
) as Record<DrillId, PageInfo>;

export const PAGES = {
  home: { id: 'home', path: '/', title: APP_NAME, name: 'Home', icon: HomeIcon, access: 'everyone', hub: 'quick-actions' },
  ...GAME_PAGES,
  ...DRILL_PAGES,
  // Issue 33 §3: the learner grades each due card; reviews are a signed-in learner's.
  review: { id: 'review', path: '/review', title: 'Review', name: 'Review', icon: ReviewIcon, access: 'user', hub: null },
  components: {
    id: 'components',
    path: '/components',
    title: 'Components',
    name: 'Components',
    icon: ComponentsIcon,
    access: 'everyone',
    hub: 'quick-actions',
  },
  myVocabulary: {
    id: 'myVocabulary',
    path: '/my-vocabulary',
    title: 'My Vocabulary',
    name: 'My Vocabulary',
    icon: MyVocabularyIcon,
    access: 'user',
    hub: 'tools',
    categoryInPath: true,
  },
  // Issue 15: the player's spaced-repetition progress; the flame stands for the streak it leads with.
  stats: {
    id: 'stats',
    path: '/stats',
    title: 'My Stats',
    name: 'My Stats',
    icon: StreakIcon,
    access: 'user',
    hub: 'tools',
  },
  // Issue 35: a teacher's classes and a learner's; the invite link's page is open to visitors.
  classes: {
    id: 'classes',
    path: '/classes',
    title: 'My Classes',
    name: 'My Classes',
    icon: ClassesIcon,
    access: 'user',
    hub: 'tools',
  },
  classJoin: {
    id: 'classJoin',
    path: '/classes/join/:code',
    title: 'Join a Class',
    name: 'Join a Class',
    icon: ClassesIcon,
    access: 'everyone',
    hub: null,
  },
  class: {
    id: 'class',
    path: '/classes/:id',
    title: 'Class',
    name: 'Class',
    icon: ClassesIcon,
    access: 'user',
    hub: null,
  },
  adminVocabulary: {
    id: 'adminVocabulary',
    path: '/admin/vocabulary',
    title: 'Vocabulary Editor',
    name: 'Vocabulary Editor',
    icon: VocabularyEditorIcon,
    access: 'admin',
    hub: 'tools',
    categoryInPath: true,
  },
  adminUsers: {
    id: 'adminUsers',
    path: '/admin/users',
    title: 'User Management',
    name: 'User Management',
    icon: UsersIcon,
    access: 'admin',
    hub: 'tools',
  },
  notFound: {
    id: 'notFound',
    path: '*',
    title: MESSAGES.pageNotFound,
    name: MESSAGES.pageNotFound,
    icon: NotFoundIcon,
    access: 'everyone',
    hub: null,
  },
} as const satisfies Record<PageId, PageInfo>;

/** All pages, in the order the Game Hub lists them (the games in the catalogue's order). */
export const PAGE_LIST: readonly PageInfo[] = Object.values(PAGES);

const PLAY_PAGE_IDS: ReadonlySet<string> = new Set([...GAME_IDS, ...DRILL_IDS, 'review']);
const isPlayPage = (id: PageId): id is GameId | DrillId | 'review' => PLAY_PAGE_IDS.has(id);

/** A page's title and link name in `locale`: a game's, a drill's and Review's from GAME_TEXT, Page Not Found the shared one. */
export function pageText(page: Pick<PageInfo, 'id'>, locale: Locale = currentLocale()): { title: string; name: string } {
  const { id } = page;
  if (isPlayPage(id)) {
    const { title } = GAME_TEXT[locale][id];
    return { title, name: title };
  }
  if (id === 'notFound') {
    const title = messagesNow(SHARED_TEXT.MESSAGES, locale).pageNotFound;
    return { title, name: title };
  }
  return PAGE_TEXT[locale][id];
}

/** pageText in the interface language, re-rendering on a switch. */
export function usePageText(): (page: Pick<PageInfo, 'id'>) => { title: string; name: string } {
  const locale = useLocale();
  return (page) => pageText(page, locale);
}

/** Whether `user` (null: a visitor) may open the page, so whether a link to it is offered. */
export function canOpen(page: PageInfo, user: Pick<AuthUser, 'role'> | null): boolean {
  if (page.access === 'everyone') return true;
  if (page.access === 'user') return user !== null;
  return isAdmin(user);
}

/** The pages the Game Hub lists in `group`, in list order. */
export function hubPages(group: HubGroup): PageInfo[] {
  return PAGE_LIST.filter((page) => page.hub === group);
}

/** The page at `pathname` (a trailing slash tolerated), if it is one of the list's own paths. */
export function pageAt(pathname: string): PageInfo | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PAGE_LIST.find((page) => page.path === path);
}
