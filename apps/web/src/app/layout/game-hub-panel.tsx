import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  AUTH_TEXT,
  SESSIONS_TEXT,
  isAdmin,
  prefetchSignOutEverywhere,
  roleLabel,
  sessionCountQuery,
  useAuthStore,
  type AuthUser,
} from '@/features/auth';
import { UserIcon } from '@/components/icons';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { StressMarksToggle } from '@/features/word-details';
import { useMessages } from '@/i18n';
import * as SHARED_TEXT from '@/i18n/shared';
import { PAGES, canOpen, hubPages, pageAt, usePageText, type PageInfo } from '../pages';
import { LAYOUT_TEXT } from './layout.i18n';

/** The Games dropdown's panel (game-hub.tsx), loaded the first time it opens. */
interface GameHubPanelProps {
  id: string;
  currentPath: string;
  onClose: () => void;
  /** Asks "Sign out everywhere?" (the hub shows the dialog: this panel closes first). */
  onSignOutEverywhere: () => void;
}

export default function GameHubPanel({ id, currentPath, onClose, onSignOutEverywhere }: GameHubPanelProps) {
  const user = useAuthStore((s) => s.user);
  const logout = useAuthStore((s) => s.logout);
  const showLogin = useAuthStore((s) => s.showLogin);
  const games = hubPages('games');
  const here = pageAt(currentPath);
  const current = here?.hub === 'games' ? here : undefined;
  const others = games.filter((page) => page !== current);
  const tools = hubPages('tools').filter((page) => canOpen(page, user));
  const adminTools = tools.filter((page) => page.access === 'admin');
  const myTools = tools.filter((page) => page.access === 'user');
  const admin = isAdmin(user);
  const t = useMessages(LAYOUT_TEXT).hub;
  const MESSAGES = useMessages(SHARED_TEXT.MESSAGES);
  const authText = useMessages(AUTH_TEXT);
  const textOf = usePageText();
  const sessionsText = useMessages(SESSIONS_TEXT);

  return (
    <div
      id={id}
      className="game-hub__panel"
      role="region"
      aria-label={t.label}
      onClick={(event) => {
        // Close as soon as a link is chosen, not only once the (lazily loaded) page has arrived.
        if (event.target instanceof Element && event.target.closest('a')) onClose();
      }}
    >
      <section className="game-hub__welcome">
        <div className="game-hub__avatar" aria-hidden="true">
          {user ? user.username.slice(0, 1).toUpperCase() : <UserIcon />}
        </div>
        {user ? (
          <div>
            <p className="game-hub__hello">{t.welcome(user.username)}</p>
            <p className="game-hub__role">
              {roleLabel(user, authText.roles)}
              {admin && <Badge tone="danger">{t.admin}</Badge>}
            </p>
          </div>
        ) : (
          <div className="game-hub__guest">
            <p className="game-hub__hello">{MESSAGES.notLoggedIn}</p>
            <p className="game-hub__role">{MESSAGES.loginToSave}</p>
          </div>
        )}
        {!user && (
          <Button
            size="sm"
            variant="primary"
            onClick={() => {
              onClose();
              showLogin();
            }}
          >
            {t.login}
          </Button>
        )}
      </section>

      <section className="game-hub__section" aria-labelledby={`${id}-current`}>
        <h2 id={`${id}-current`} className="game-hub__heading">
          {t.currentlyPlaying}
        </h2>
        {current ? (
          <p className="game-hub__current" aria-current="page">
            <current.icon aria-hidden="true" /> {textOf(current).name}
          </p>
        ) : (
          <p className="game-hub__current game-hub__current--none">
            <PAGES.home.icon aria-hidden="true" /> {here === PAGES.home ? textOf(PAGES.home).name : t.noGame}
          </p>
        )}
      </section>

      <nav className="game-hub__section" aria-labelledby={`${id}-games`}>
        <h2 id={`${id}-games`} className="game-hub__heading">
          {current ? t.otherGames : t.availableGames}
        </h2>
        <PageLinks pages={others} />
        <p className="game-hub__count">{t.gamesAvailable(games.length)}</p>
      </nav>

      <nav className="game-hub__section" aria-labelledby={`${id}-quick`}>
        <h2 id={`${id}-quick`} className="game-hub__heading">
          {t.quickActions}
        </h2>
        <PageLinks pages={hubPages('quick-actions')} row />
      </nav>

      {adminTools.length > 0 && (
        <nav className="game-hub__section" aria-labelledby={`${id}-admin`}>
          <h2 id={`${id}-admin`} className="game-hub__heading">
            {t.adminTools}
          </h2>
          <PageLinks pages={adminTools} />
        </nav>
      )}

      {myTools.length > 0 && (
        <nav className="game-hub__section" aria-labelledby={`${id}-mine`}>
          <h2 id={`${id}-mine`} className="game-hub__heading">
            {t.myTools}
          </h2>
          <PageLinks pages={myTools} />
        </nav>
      )}

      {/* A phone's header has no room for the stress-marks switch: it is here (layout.css). */}
      <section className="game-hub__section game-hub__display" aria-labelledby={`${id}-display`}>
        <h2 id={`${id}-display`} className="game-hub__heading">
          {t.display}
        </h2>
        <StressMarksToggle withLabel />
      </section>

      {user && (
        <section className="game-hub__section game-hub__account" aria-labelledby={`${id}-account`}>
          <h2 id={`${id}-account`} className="game-hub__heading">
            {t.account}
          </h2>
          <DeviceCount user={user} />
          <div className="game-hub__account-actions">
            <Button
              variant="danger"
              onClick={() => {
                onClose();
                void logout();
              }}
            >
              {t.logout}
            </Button>
            <Button onClick={onSignOutEverywhere} onPointerEnter={prefetch} onFocus={prefetch}>
              {sessionsText.signOutEverywhere}
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}

const prefetch = () => void prefetchSignOutEverywhere();

/**
 * "Signed in on N devices", read from the server each time the panel opens. While the first count
 * loads it says so; if it cannot be read it says nothing (the buttons below work regardless).
 */
function DeviceCount({ user }: { user: AuthUser }) {
  const t = useMessages(SESSIONS_TEXT);
  const count = useQuery(sessionCountQuery(`user:${user.id}`));
  return (
    <p className="game-hub__devices" aria-live="polite" aria-busy={count.isPending || undefined}>
      {count.isSuccess ? t.signedInOn(count.data) : count.isPending ? t.countingDevices : null}
    </p>
  );
}

/** A link to a page, with its icon and name from the list of pages. */
function PageLink({ page }: { page: PageInfo }) {
  const textOf = usePageText();
  return (
    <Link to={page.path} className="game-hub__link">
      <span className="game-hub__link-icon" aria-hidden="true">
        <page.icon />
      </span>
      {textOf(page).name}
    </Link>
  );
}

function PageLinks({ pages, row = false }: { pages: PageInfo[]; row?: boolean }) {
  return (
    <ul className={row ? 'game-hub__list game-hub__list--row' : 'game-hub__list'}>
      {pages.map((page) => (
        <li key={page.path}>
          <PageLink page={page} />
        </li>
      ))}
    </ul>
  );
}
