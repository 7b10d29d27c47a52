import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { AUTH_TEXT, isAdmin, roleLabel, useAuthStore } from '@/features/auth';
import { ExpandIcon, GamesIcon, UserIcon } from '@/components/icons';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { SHARED_TEXT, useMessages } from '@/i18n';
import { PAGES, canOpen, hubPages, pageAt, usePageText, type PageInfo } from '../pages';
import { LAYOUT_TEXT } from './layout.i18n';
import './game-hub.css';

/**
 * The header's Games dropdown (spec §2 "Header"). A disclosure, not an ARIA menu: it holds
 * several groups of plain links that Tab moves through. Closes on an outside press, Escape and
 * any route change. Its group headings are h2: they follow the header's h1 in the document.
 */
export function GameHub() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const containerRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const t = useMessages(LAYOUT_TEXT).hub;

  // location.key changes on every navigation, even to the page already shown.
  useEffect(() => {
    setOpen(false);
  }, [location.key]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (event.target instanceof Node && containerRef.current?.contains(event.target)) return;
      setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown as EventListener);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown as EventListener);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  return (
    <div className="game-hub" ref={containerRef}>
      <Button
        ref={buttonRef}
        variant={open ? 'primary' : 'secondary'}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        <GamesIcon aria-hidden="true" />
        <span className="game-hub__button-label">{t.button}</span>
        <ExpandIcon className="game-hub__caret" aria-hidden="true" />
      </Button>
      {open && <GameHubPanel id={panelId} currentPath={location.pathname} onClose={() => setOpen(false)} />}
    </div>
  );
}

function GameHubPanel({ id, currentPath, onClose }: { id: string; currentPath: string; onClose: () => void }) {
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
  const { MESSAGES } = useMessages(SHARED_TEXT);
  const authText = useMessages(AUTH_TEXT);
  const textOf = usePageText();

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

      {user && (
        <section className="game-hub__section game-hub__account" aria-labelledby={`${id}-account`}>
          <h2 id={`${id}-account`} className="game-hub__heading">
            {t.account}
          </h2>
          <Button
            variant="danger"
            block
            onClick={() => {
              onClose();
              void logout();
            }}
          >
            {t.logout}
          </Button>
        </section>
      )}
    </div>
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
